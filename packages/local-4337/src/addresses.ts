/** EntryPoint v0.7 where every chain has it: CREATE2 through the deterministic deployer with the canonical salt. */
export const ENTRY_POINT_V07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
/** SimpleAccountFactory v0.7 (eth-infinitism 0.7.0) at its canonical address, bound to ENTRY_POINT_V07. */
export const SIMPLE_ACCOUNT_FACTORY_V07 = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
/** Arachnid's deterministic deployment proxy (anvil ships it): calldata is salt ++ init code. */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
/** The salt eth-infinitism used for EntryPoint v0.7; any other salt lands elsewhere. */
export const ENTRY_POINT_V07_SALT = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
