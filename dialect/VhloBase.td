//===- VhloBase.td - the vhlo dialect and its base classes -*- tablegen -*-===//
//
// vhlo is the versioned, serialization-only copy of stablehlo: every op, type
// and attribute carries the range of StableHLO versions ([min, max]) in which
// it exists with exactly this shape. Portable artifacts are MLIR bytecode of
// this dialect. Nothing here runs; see docs/vhlo.md.
//
// Contents: the dialect, the three "versioned" interfaces (op, type,
// attribute) and the base classes VHLO_Op, VHLO_TypeDef and VHLO_AttrDef
// that give each definition its version range.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_VHLO_BASE_TD
#define SHLO_DIALECT_VHLO_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Interfaces.td"
include "mlir/IR/EnumAttr.td"

def VHLO_Dialect : Dialect {
  let name = "vhlo";
  let cppNamespace = "::mlir::vhlo";
  let summary = "versioned StableHLO, the form portable artifacts are written in";
  // Each type and attribute parses and prints itself (VhloTypes.cpp,
  // VhloAttrs.cpp); the dialect dispatches on the mnemonic.
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    /// The newest StableHLO version this build reads and writes.
    static Version getCurrentVersion() { return Version::getCurrentVersion(); }
    /// The oldest StableHLO version this build reads and writes.
    static Version getMinimumVersion() { return Version::getMinimumVersion(); }
  private:
    void registerTypes();
    void registerAttributes();
    void registerOps();
    void registerBytecode();
  public:
  }];
}

//===----------------------------------------------------------------------===//
// Version interfaces
//===----------------------------------------------------------------------===//

// Every vhlo op implements this; VHLO_Op below does it from its template
// arguments.
def VHLO_VersionedOpInterface : OpInterface<"VersionedOpInterface"> {
  let cppNamespace = "::mlir::vhlo";
  let methods = [
    InterfaceMethod<"The first version the op exists in.",
      "::mlir::vhlo::Version", "getMinVersion">,
    InterfaceMethod<"The last version the op exists in (current if live).",
      "::mlir::vhlo::Version", "getMaxVersion">,
  ];
}

def VHLO_VersionedAttrInterface : AttrInterface<"VersionedAttrInterface"> {
  let cppNamespace = "::mlir::vhlo";
  let methods = [
    InterfaceMethod<"The first version the attribute exists in.",
      "::mlir::vhlo::Version", "getMinVersion">,
    InterfaceMethod<"The last version the attribute exists in.",
      "::mlir::vhlo::Version", "getMaxVersion">,
  ];
}

def VHLO_VersionedTypeInterface : TypeInterface<"VersionedTypeInterface"> {
  let cppNamespace = "::mlir::vhlo";
  let methods = [
    InterfaceMethod<"The first version the type exists in.",
      "::mlir::vhlo::Version", "getMinVersion">,
    InterfaceMethod<"The last version the type exists in.",
      "::mlir::vhlo::Version", "getMaxVersion">,
  ];
}

//===----------------------------------------------------------------------===//
// Base classes
//===----------------------------------------------------------------------===//

// C++ body returning a version written as "X.Y.Z" or "current".
class VHLO_VersionExpr<string v> {
  string body = !if(!eq(v, "current"),
      "return ::mlir::vhlo::Version::getCurrentVersion();",
      "return ::mlir::vhlo::Version::parseKnown(\"" # v # "\");");
}

// A versioned op. `minVersion` is the release that introduced this exact
// form of the op, `maxVersion` the last release that has it ("current" while
// it is the live form). Example:
//   def VHLO_AddOpV1 : VHLO_Op<"add_v1", "0.9.0", "current"> { ... }
class VHLO_Op<string mnemonic, string minVersion = "0.9.0",
              string maxVersion = "current", list<Trait> traits = []>
    : Op<VHLO_Dialect, mnemonic,
         !listconcat([DeclareOpInterfaceMethods<VHLO_VersionedOpInterface>],
                     traits)> {
  string vhloMinVersion = minVersion;
  string vhloMaxVersion = maxVersion;
  let summary = "versioned form " # mnemonic # " of a StableHLO op";
  let description = "`vhlo." # mnemonic # "` is a frozen, versioned form of "
      # "the StableHLO op of the same name without its `_vN` suffix, valid "
      # "in portable artifacts from StableHLO " # minVersion # " up to "
      # maxVersion # ". VHLO ops carry their operands, attributes and "
      # "regions unchanged, are checked only against the version a module "
      # "claims, and print in the generic form; docs/vhlo.md describes the "
      # "dialect, the version rules and how to add a form.";
  let extraClassDefinition = [{
    ::mlir::vhlo::Version $cppClass::getMinVersion() {
      }] # VHLO_VersionExpr<minVersion>.body # [{
    }
    ::mlir::vhlo::Version $cppClass::getMaxVersion() {
      }] # VHLO_VersionExpr<maxVersion>.body # [{
    }
  }];
  // Generic form only: vhlo is read and written by machines.
  let assemblyFormat = ?;
}

// A versioned type. `mnemonic` is set by the def (e.g. "tensor_v1").
class VHLO_TypeDef<string name, string typeMnemonic,
                   string minVersion = "0.9.0", string maxVersion = "current",
                   list<Trait> traits = []>
    : TypeDef<VHLO_Dialect, name,
              !listconcat([VHLO_VersionedTypeInterface], traits)> {
  let mnemonic = typeMnemonic;
  let extraClassDeclaration = [{
    ::mlir::vhlo::Version getMinVersion() {
      }] # VHLO_VersionExpr<minVersion>.body # [{
    }
    ::mlir::vhlo::Version getMaxVersion() {
      }] # VHLO_VersionExpr<maxVersion>.body # [{
    }
  }];
}

// A versioned attribute.
class VHLO_AttrDef<string name, string attrMnemonic,
                   string minVersion = "0.9.0", string maxVersion = "current",
                   list<Trait> traits = []>
    : AttrDef<VHLO_Dialect, name,
              !listconcat([VHLO_VersionedAttrInterface], traits)> {
  let mnemonic = attrMnemonic;
  let extraClassDeclaration = [{
    ::mlir::vhlo::Version getMinVersion() {
      }] # VHLO_VersionExpr<minVersion>.body # [{
    }
    ::mlir::vhlo::Version getMaxVersion() {
      }] # VHLO_VersionExpr<maxVersion>.body # [{
    }
  }];
}

// A versioned enum attribute, printed `#vhlo<mnemonic VALUE>`.
class VHLO_EnumAttr<EnumAttrInfo enumInfo, string attrMnemonic,
                    string minVersion = "0.9.0",
                    string maxVersion = "current">
    : EnumAttr<VHLO_Dialect, enumInfo, attrMnemonic,
               [VHLO_VersionedAttrInterface]> {
  let assemblyFormat = "$value";
  let extraClassDeclaration = [{
    ::mlir::vhlo::Version getMinVersion() {
      }] # VHLO_VersionExpr<minVersion>.body # [{
    }
    ::mlir::vhlo::Version getMaxVersion() {
      }] # VHLO_VersionExpr<maxVersion>.body # [{
    }
  }];
}

#endif // SHLO_DIALECT_VHLO_BASE_TD
