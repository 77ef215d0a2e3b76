//===- OutputFile.cpp - outputs that never destroy an input ---------------===//

#include "tools/common/OutputFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace mlir {
namespace shlo {

std::string resolveOutputTarget(llvm::StringRef path, std::string &error) {
  std::string target = path.str();
  for (int hops = 0;; ++hops) {
    struct stat lst;
    if (::lstat(target.c_str(), &lst) != 0) {
      if (errno == ENOENT)
        return target; // a new file (or a dangling link's target)
      error = std::strerror(errno);
      return "";
    }
    if (!S_ISLNK(lst.st_mode))
      return target;
    if (hops == 40) {
      error = "too many levels of symbolic links";
      return "";
    }
    std::vector<char> buffer(4096);
    ssize_t n = ::readlink(target.c_str(), buffer.data(), buffer.size());
    if (n < 0) {
      error = std::strerror(errno);
      return "";
    }
    if (size_t(n) >= buffer.size()) {
      error = "symbolic link target too long";
      return "";
    }
    std::string link(buffer.data(), size_t(n));
    llvm::StringRef dir = llvm::sys::path::parent_path(target);
    if (!link.empty() && link[0] != '/' && !dir.empty())
      link = (dir + "/" + link).str();
    target = std::move(link);
  }
}

std::unique_ptr<SafeOutputFile> SafeOutputFile::open(llvm::StringRef path,
                                                     std::string &error) {
  std::unique_ptr<SafeOutputFile> out(new SafeOutputFile());
  out->path = path.str();
  if (path == "-") {
    out->stream = &llvm::outs();
    return out;
  }
  auto fail = [&](const std::string &why) {
    error = (path + ": cannot write the output file: " + why).str();
    return nullptr;
  };
  std::string why;
  out->target = resolveOutputTarget(path, why);
  if (out->target.empty())
    return fail(why);
  struct stat st;
  bool exists = ::stat(out->target.c_str(), &st) == 0;
  if (exists && S_ISDIR(st.st_mode))
    return fail("it is a directory");
  if (exists && (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))) {
    int fd = ::open(out->target.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
      return fail(std::strerror(errno));
    out->owned = std::make_unique<llvm::raw_fd_ostream>(fd, true);
    out->stream = out->owned.get();
    return out;
  }
  if (exists && !S_ISREG(st.st_mode))
    return fail("not a regular file, character device or FIFO");
  llvm::SmallString<256> model(out->target);
  model += ".tmp-%%%%%%";
  llvm::SmallString<256> tempPath;
  int fd = -1;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(model, fd, tempPath))
    return fail(ec.message());
  out->tempPath = tempPath.str().str();
  llvm::sys::RemoveFileOnSignal(out->tempPath);
  if (exists && ::fchmod(fd, st.st_mode & 07777) != 0) {
    why = std::strerror(errno);
    ::close(fd);
    return fail(why); // the destructor removes the temporary file
  }
  out->owned = std::make_unique<llvm::raw_fd_ostream>(fd, true);
  out->stream = out->owned.get();
  return out;
}

bool SafeOutputFile::keep(std::string &error) {
  auto fail = [&](const std::string &why) {
    error = path + ": cannot write the output file: " + why;
    return false;
  };
  stream->flush();
  if (!owned) { // standard output
    return true;
  }
  owned->close();
  if (owned->has_error()) {
    std::string why = owned->error().message();
    owned->clear_error();
    return fail(why);
  }
  if (!tempPath.empty()) {
    if (std::error_code ec = llvm::sys::fs::rename(tempPath, target))
      return fail(ec.message());
    llvm::sys::DontRemoveFileOnSignal(tempPath);
    tempPath.clear();
  }
  return true;
}

SafeOutputFile::~SafeOutputFile() {
  if (owned) {
    owned->close();
    owned->clear_error();
  }
  if (!tempPath.empty()) {
    llvm::sys::fs::remove(tempPath);
    llvm::sys::DontRemoveFileOnSignal(tempPath);
  }
}

} // namespace shlo
} // namespace mlir
