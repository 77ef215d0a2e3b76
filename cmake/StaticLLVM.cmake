# Static LLVM (issue 18): executables link LLVM's static component archives
# from llvm-22-dev instead of libLLVM.so.22.1.
#
# Debian builds LLVM with LLVM_LINK_LLVM_DYLIB, so every MLIR imported target
# (all static archives) names the shared `LLVM` target in its link interface,
# and add_llvm_executable/add_mlir_library add `LLVM` to ours. Loading
# libLLVM.so (about 100 MB, tens of thousands of symbol relocations, plus
# libz3 and libedit behind it) cost 85% of the 15 ms a trivial program took.
#
# Here every `LLVM` in those link interfaces becomes `ShloLLVM`, which picks,
# per linked binary (the "head" target of the link):
#   - the static components (ShloLLVMStatic) by default: the few objects of
#     LLVMSupport/LLVMDemangle/LLVMRemarks the binary needs, nothing else
#     (with --as-needed, libz3/zlib/zstd from LLVMSupport's interface stay
#     out unless used);
#   - libLLVM.so for targets with the SHLO_SHARED_LLVM property ON. One
#     binary gets one or the other, never both, so it never holds two copies
#     of LLVM's global state (command-line option registry, statistics,
#     ManagedStatics). Marked shared: everything under opidiff/ and
#     tools/opidiff2mlir (its start-up is libtorch's 280 shared libraries, nothing to gain;
#     keeps its links short) and the Python extension _shlo (a shared object
#     inside python3, where another module may load libLLVM.so too).
#
# -DSHLO_STATIC_LLVM=OFF goes back to libLLVM.so everywhere.
option(SHLO_STATIC_LLVM
  "Link LLVM's static component libraries into the tools and tests" ON)

if(SHLO_STATIC_LLVM AND TARGET LLVM)
  add_library(ShloLLVMStatic INTERFACE)
  target_link_libraries(ShloLLVMStatic INTERFACE
    LLVMRemarks LLVMBitstreamReader LLVMSupport LLVMDemangle)
  # LLVMSupport's interface names libz3.so, zlib and zstd; drop those the
  # linked objects do not use.
  target_link_options(ShloLLVMStatic INTERFACE
    "$<$<NOT:$<BOOL:$<TARGET_PROPERTY:SHLO_SHARED_LLVM>>>:-Wl,--as-needed>")

  add_library(ShloLLVM INTERFACE)
  target_link_libraries(ShloLLVM INTERFACE
    "$<IF:$<BOOL:$<TARGET_PROPERTY:SHLO_SHARED_LLVM>>,LLVM,ShloLLVMStatic>")

  # `LLVM` or `$<LINK_ONLY:LLVM>` in a link list -> ShloLLVM.
  function(shlo_redirect_llvm target property)
    get_target_property(libs ${target} ${property})
    if(NOT libs)
      return()
    endif()
    set(changed FALSE)
    set(out)
    foreach(lib IN LISTS libs)
      if(lib MATCHES "^(\\$<LINK_ONLY:)?LLVM(>)?$")
        string(REGEX REPLACE "LLVM" "ShloLLVM" lib "${lib}")
        set(changed TRUE)
      endif()
      list(APPEND out "${lib}")
    endforeach()
    if(changed)
      set_property(TARGET ${target} PROPERTY ${property} "${out}")
    endif()
  endfunction()

  foreach(target IN LISTS MLIR_EXPORTED_TARGETS)
    if(TARGET ${target})
      get_target_property(type ${target} TYPE)
      if(NOT type STREQUAL "EXECUTABLE")
        shlo_redirect_llvm(${target} INTERFACE_LINK_LIBRARIES)
      endif()
    endif()
  endforeach()

  # After every subdirectory (deferred to the end of the top-level
  # CMakeLists.txt): our own targets, and which ones stay shared.
  function(shlo_static_llvm_finalize_dir dir)
    get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target IN LISTS targets)
      get_target_property(type ${target} TYPE)
      if(NOT type STREQUAL "INTERFACE_LIBRARY" AND
         NOT type STREQUAL "UTILITY")
        shlo_redirect_llvm(${target} LINK_LIBRARIES)
      endif()
      shlo_redirect_llvm(${target} INTERFACE_LINK_LIBRARIES)
      if(dir MATCHES "/(opidiff|tools/opidiff2mlir)$")
        set_property(TARGET ${target} PROPERTY SHLO_SHARED_LLVM ON)
      endif()
    endforeach()
    get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    foreach(sub IN LISTS subdirs)
      shlo_static_llvm_finalize_dir(${sub})
    endforeach()
  endfunction()

  function(shlo_static_llvm_finalize)
    shlo_static_llvm_finalize_dir(${CMAKE_SOURCE_DIR})
    if(TARGET _shlo)
      set_property(TARGET _shlo PROPERTY SHLO_SHARED_LLVM ON)
    endif()
  endfunction()
  cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR}
    CALL shlo_static_llvm_finalize)
endif()

# shlo_fast_startup(target): the start-up options of the command-line tools.
#  - libstdc++ and libgcc linked in: no libstdc++.so to load and relocate
#    (about 0.5 ms of a 2.5 ms trivial run);
#  - not position independent (-no-pie): a PIE tool has one relative
#    relocation per pointer in its static data (22,000 in interpreter-opt),
#    which the loader applies at every start, dirtying each page it touches.
#    Without them a trivial `interpreter-opt --inline --interpreter-fold`
#    takes 2.3 ms of CPU instead of 3.2 ms (perf stat, 40 runs). The price is
#    a fixed load address for the executable (shared libraries and the stack
#    stay randomised).
#  - no RPATH: add_llvm_executable points it at LLVM's library folder, and
#    with LLVM linked in, the loader would only search those folders in vain
#    for libc and libm (about 40 failed opens per start).
# Sanitizer and fuzzing builds keep the defaults their runtimes expect.
function(shlo_fast_startup target)
  if(NOT SHLO_SANITIZE AND NOT SHLO_FUZZ)
    target_link_options(${target} PRIVATE -static-libstdc++ -static-libgcc -no-pie)
    if(SHLO_STATIC_LLVM)
      set_target_properties(${target} PROPERTIES
        SKIP_BUILD_RPATH ON INSTALL_RPATH "")
    endif()
  endif()
endfunction()
