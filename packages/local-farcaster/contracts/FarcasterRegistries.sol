// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// Loopback stand-ins for Farcaster's IdRegistry and KeyRegistry on Optimism. They answer the reads Sign In With
// Farcaster makes (auth-client's idOf and keyDataOf, the relay's custodyOf) with the same ABI, and add a one-call
// register/add so tests can create identities. They are installed with anvil_setCode at the canonical addresses,
// so no constructor runs: everything they need is a constant.

// Farcaster's IdRegistry address on Optimism.
address constant ID_REGISTRY = 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b;

interface IIdRegistryReader {
    function idOf(address owner) external view returns (uint256 fid);
}

contract LocalIdRegistry {
    /// The last fid handed out; the first registration gets 1.
    uint256 public idCounter;
    mapping(address owner => uint256 fid) public idOf;
    mapping(uint256 fid => address custody) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    /// The caller already has an fid (one per custody address, as on Optimism).
    error HasId();

    /// Makes the caller the custody address of the next fid.
    function register() external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        emit Register(msg.sender, fid);
    }
}

contract LocalKeyRegistry {
    enum KeyState {
        NULL,
        ADDED,
        REMOVED
    }

    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    mapping(uint256 fid => mapping(bytes key => KeyData data)) internal keys;

    event Add(uint256 indexed fid, uint32 indexed keyType, bytes indexed key, bytes keyBytes);
    event Remove(uint256 indexed fid, bytes indexed key, bytes keyBytes);

    /// The caller is the custody address of no fid.
    error Unauthorized();
    /// Adding a key already added or removed, or removing one never added (a removed key stays removed, as on Optimism).
    error InvalidState();

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }

    /// Adds `key` to the caller's fid. An auth address is keyType 2 with key = abi.encode(address).
    function add(uint32 keyType, bytes calldata key) external {
        uint256 fid = custodyFid();
        KeyData storage data = keys[fid][key];
        if (data.state != KeyState.NULL) revert InvalidState();
        data.state = KeyState.ADDED;
        data.keyType = keyType;
        emit Add(fid, keyType, key, key);
    }

    function remove(bytes calldata key) external {
        uint256 fid = custodyFid();
        KeyData storage data = keys[fid][key];
        if (data.state != KeyState.ADDED) revert InvalidState();
        data.state = KeyState.REMOVED;
        emit Remove(fid, key, key);
    }

    function custodyFid() private view returns (uint256 fid) {
        fid = IIdRegistryReader(ID_REGISTRY).idOf(msg.sender);
        if (fid == 0) revert Unauthorized();
    }
}
