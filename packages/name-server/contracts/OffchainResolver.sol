// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/**
 * An ENSIP-10 wildcard resolver that answers every name through CCIP-Read (EIP-3668): `resolve` sends the client to
 * the name service's gateway, and `resolveWithProof` accepts the gateway's answer only when one of the configured
 * signers signed it for this resolver and it has not expired. Set it as the resolver of the parent name (latch.id);
 * ENS clients then ask it for every subname, and the gateway answers from its database.
 */
contract OffchainResolver {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    event UrlChanged(string url);
    event SignerChanged(address indexed signer, bool allowed);
    event OwnerChanged(address indexed owner);

    address public owner;
    /** The gateway URL template, e.g. https://names.example/v1/ccip/{sender}/{data}.json */
    string public url;
    mapping(address => bool) public signers;

    modifier onlyOwner() {
        require(msg.sender == owner, "OffchainResolver: not the owner");
        _;
    }

    constructor(string memory url_, address[] memory signers_) {
        owner = msg.sender;
        emit OwnerChanged(msg.sender);
        url = url_;
        emit UrlChanged(url_);
        for (uint256 i = 0; i < signers_.length; i++) {
            signers[signers_[i]] = true;
            emit SignerChanged(signers_[i], true);
        }
    }

    function setUrl(string calldata url_) external onlyOwner {
        url = url_;
        emit UrlChanged(url_);
    }

    /** Adding the new signer before removing the old lets a key be rotated without a moment of failed lookups. */
    function setSigner(address signer, bool allowed) external onlyOwner {
        signers[signer] = allowed;
        emit SignerChanged(signer, allowed);
    }

    function transferOwnership(address owner_) external onlyOwner {
        owner = owner_;
        emit OwnerChanged(owner_);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // IExtendedResolver (ENSIP-10) and ERC-165 itself.
        return interfaceId == 0x9061b923 || interfaceId == 0x01ffc9a7;
    }

    /** Never answers on chain: the names live in the gateway's database. */
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSelector(OffchainResolver.resolve.selector, name, data);
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, callData, OffchainResolver.resolveWithProof.selector, callData);
    }

    /**
     * The gateway's answer: `response` is abi.encode(bytes result, uint64 expires, bytes sig); `extraData` is the call
     * data `resolve` sent, so the signature binds the answer to the question asked, and to this resolver.
     */
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory sig) = abi.decode(response, (bytes, uint64, bytes));
        require(expires >= block.timestamp, "OffchainResolver: answer expired");
        bytes32 hash = signatureHash(expires, extraData, result);
        require(signers[recover(hash, sig)], "OffchainResolver: unknown signer");
        return result;
    }

    /** EIP-191 version 0x00 ("data with intended validator"): the validator is this resolver. */
    function signatureHash(uint64 expires, bytes memory request, bytes memory result) public view returns (bytes32) {
        return keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(request), keccak256(result)));
    }

    function recover(bytes32 hash, bytes memory sig) internal pure returns (address) {
        require(sig.length == 65, "OffchainResolver: bad signature length");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        // Refusing the upper half of s keeps each signature unique (EIP-2); ecrecover itself would accept both.
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "OffchainResolver: bad signature s");
        require(v == 27 || v == 28, "OffchainResolver: bad signature v");
        address signer = ecrecover(hash, v, r, s);
        require(signer != address(0), "OffchainResolver: bad signature");
        return signer;
    }
}
