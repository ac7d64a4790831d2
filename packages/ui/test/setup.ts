// Views load lazily: on a busy 2-core CI machine a first dynamic import can take longer than
// testing-library's default 1 s wait, which is about the machine, not the behaviour under test.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 5_000 })
