import type { Meta, StoryObj } from '@storybook/react-vite'

const Hello = () => <p>hello</p>
const meta: Meta<typeof Hello> = { title: 'Smoke', component: Hello }
export default meta
export const Default: StoryObj<typeof Hello> = {}
