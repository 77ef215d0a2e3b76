//===- Fields.cpp - YAML scalars, fields and literals ---------------------===//

#include "opidiff/loader/LoaderImpl.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <sstream>

namespace mlir {
namespace shlo {
namespace opidiff {
namespace loader {

size_t editDistance(const std::string &a, const std::string &b) {
  std::vector<std::vector<size_t>> d(a.size() + 1,
                                     std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i)
    d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j)
    d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1,
                          d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

std::string suggest(const std::string &word,
                    const std::vector<std::string> &candidates) {
  size_t limit = std::max<size_t>(1, word.size() / 3);
  size_t best = limit + 1;
  const std::string *bestName = nullptr;
  for (const std::string &c : candidates) {
    size_t d = editDistance(word, c);
    if (d < best) {
      best = d;
      bestName = &c;
    }
  }
  return bestName ? " (did you mean '" + *bestName + "'?)" : "";
}

std::string sanitizeId(const std::string &id) {
  std::string out = id;
  for (char &c : out)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_')
      c = '_';
  return out;
}

bool isQuoted(const YAML::Node &n) {
  return n.Tag() == "!" || n.Tag() == "tag:yaml.org,2002:str";
}

std::optional<int64_t> parseIntText(const std::string &t) {
  size_t pos = 0;
  if (pos < t.size() && (t[pos] == '+' || t[pos] == '-'))
    ++pos;
  if (pos == t.size())
    return std::nullopt;
  int base = 10;
  if (t.size() > pos + 2 && t[pos] == '0' && (t[pos + 1] == 'x' || t[pos + 1] == 'X'))
    base = 16;
  for (size_t k = base == 16 ? pos + 2 : pos; k < t.size(); ++k)
    if (!(base == 16 ? std::isxdigit(static_cast<unsigned char>(t[k]))
                     : std::isdigit(static_cast<unsigned char>(t[k]))))
      return std::nullopt;
  errno = 0;
  char *end = nullptr;
  long long v = std::strtoll(t.c_str(), &end, base);
  if (errno == ERANGE || *end != '\0')
    return std::nullopt;
  return static_cast<int64_t>(v);
}

std::optional<double> parseFloatText(const std::string &t) {
  std::string body = t;
  bool negative = false;
  if (!body.empty() && (body[0] == '+' || body[0] == '-')) {
    negative = body[0] == '-';
    body = body.substr(1);
  }
  if (body == ".inf" || body == ".Inf" || body == ".INF")
    return negative ? -INFINITY : INFINITY;
  if (t == ".nan" || t == ".NaN" || t == ".NAN")
    return NAN;
  bool digits = false, dot = false, exp = false;
  for (size_t k = 0; k < body.size(); ++k) {
    char c = body[k];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      digits = true;
    } else if (c == '.' && !dot && !exp) {
      dot = true;
    } else if ((c == 'e' || c == 'E') && digits && !exp) {
      exp = true;
      if (k + 1 < body.size() && (body[k + 1] == '+' || body[k + 1] == '-'))
        ++k;
      if (k + 1 >= body.size())
        return std::nullopt;
    } else {
      return std::nullopt;
    }
  }
  if (!digits)
    return std::nullopt;
  return std::strtod(t.c_str(), nullptr);
}

ScalarValue classifyScalar(const YAML::Node &n) {
  ScalarValue v;
  if (n.IsNull())
    return v;
  const std::string &t = n.Scalar();
  if (isQuoted(n)) {
    v.kind = ScalarValue::Kind::String;
    v.s = t;
    return v;
  }
  if (t.empty() || t == "~" || t == "null" || t == "Null" || t == "NULL")
    return v;
  if (t == "true" || t == "True" || t == "TRUE" || t == "false" ||
      t == "False" || t == "FALSE") {
    v.kind = ScalarValue::Kind::Bool;
    v.b = t[0] == 't' || t[0] == 'T';
    return v;
  }
  if (auto i = parseIntText(t)) {
    v.kind = ScalarValue::Kind::Int;
    v.i = *i;
    return v;
  }
  if (auto f = parseFloatText(t)) {
    v.kind = ScalarValue::Kind::Float;
    v.f = *f;
    return v;
  }
  v.kind = ScalarValue::Kind::String;
  v.s = t;
  return v;
}

std::string valueText(const YAML::Node &n) {
  if (n.IsScalar())
    return n.Scalar();
  if (n.IsNull())
    return "null";
  YAML::Emitter e;
  e << YAML::Flow << n;
  return e.c_str();
}

std::string pythonFileOf(const std::string &path, const std::string &yamlFile) {
  if (path.rfind("file:", 0) != 0)
    return "";
  std::string file = path.substr(5, path.find("::") == std::string::npos
                                        ? std::string::npos
                                        : path.find("::") - 5);
  fs::path p(file);
  std::error_code ec;
  if (p.is_absolute() || fs::exists(p, ec))
    return file;
  fs::path beside = fs::path(yamlFile).parent_path() / p;
  if (fs::exists(beside, ec))
    return beside.string();
  return file;
}

bool sameYaml(const YAML::Node &a, const YAML::Node &b) {
  if (a.IsMap() != b.IsMap() || a.IsSequence() != b.IsSequence())
    return false;
  if (a.IsSequence()) {
    if (a.size() != b.size())
      return false;
    for (size_t k = 0; k < a.size(); ++k)
      if (!sameYaml(a[k], b[k]))
        return false;
    return true;
  }
  if (a.IsMap()) {
    if (a.size() != b.size())
      return false;
    for (auto it = a.begin(); it != a.end(); ++it) {
      if (!it->first.IsScalar())
        return false;
      const YAML::Node other = b[it->first.Scalar()];
      if (!other || !sameYaml(it->second, other))
        return false;
    }
    return true;
  }
  ScalarValue x = classifyScalar(a), y = classifyScalar(b);
  auto numeric = [](const ScalarValue &v) {
    return v.kind == ScalarValue::Kind::Int ||
           v.kind == ScalarValue::Kind::Float ||
           v.kind == ScalarValue::Kind::Bool;
  };
  auto asDouble = [](const ScalarValue &v) {
    return v.kind == ScalarValue::Kind::Float ? v.f
           : v.kind == ScalarValue::Kind::Int ? static_cast<double>(v.i)
                                              : (v.b ? 1.0 : 0.0);
  };
  if (numeric(x) && numeric(y))
    return asDouble(x) == asDouble(y);
  if (x.kind != y.kind)
    return false;
  return x.kind == ScalarValue::Kind::Null || x.s == y.s;
}

const std::vector<std::string> kDTypeNames = {
    "bool",    "uint8",    "int8",    "int16",     "int32",     "int64",
    "float16", "bfloat16", "float32", "float64",   "complex64", "complex128",
    "float",   "double",   "half",    "long",      "int",       "short",
    "cfloat",  "cdouble"};
const std::vector<std::string> kNodeTypes = {
    "ref",   "var",      "tensor", "scalar", "scalar_tensor", "int_list",
    "list",  "tuple",    "optional", "const", "const_tensor", "construct"};
const std::vector<std::string> kOpTypes = {"module", "template_module",
                                           "template_compare_pair"};
const std::vector<std::string> kInits = {"normal", "uniform", "randint",
                                         "zeros",  "ones",    "bernoulli"};
const std::vector<std::string> kKinds = {"float", "int", "bool"};
const std::vector<std::string> kDevices = {"cpu", "gpu", "cuda", "mps"};

Fields Loader::fields(Ctx &ctx, const YAML::Node &map, const std::string &what,
                      const std::vector<std::string> &allowed) {
  Fields f;
  for (auto it = map.begin(); it != map.end(); ++it) {
    const YAML::Node k = it->first; // a copy: `it->` yields a temporary
    if (!k.IsScalar()) {
      error(ctx, k, "keys of " + what + " must be strings");
      continue;
    }
    std::string name = k.Scalar();
    if (f.get(name)) {
      error(ctx, k, "duplicate key '" + name + "' in " + what);
      continue;
    }
    if (!allowed.empty() &&
        std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
      error(ctx, k, "unknown key '" + name + "' in " + what +
                        suggest(name, allowed));
      continue;
    }
    f.entries.push_back(Fields::Entry{name, k, it->second});
  }
  return f;
}

bool Loader::require(Ctx &ctx, const YAML::Node &map, const Fields &f,
                     const std::string &name, const std::string &what) {
  if (f.get(name))
    return true;
  error(ctx, map, "missing required field `" + name + "` in " + what);
  return false;
}

std::optional<std::string> Loader::stringField(Ctx &ctx, const YAML::Node &n,
                                               const std::string &what) {
  if (n.IsScalar() && !n.Scalar().empty())
    return n.Scalar();
  error(ctx, n, "`" + what + "` must be a non-empty string");
  return std::nullopt;
}

std::optional<bool> Loader::boolField(Ctx &ctx, const YAML::Node &n,
                                      const std::string &what) {
  if (n.IsScalar() && !isQuoted(n)) {
    ScalarValue v = classifyScalar(n);
    if (v.kind == ScalarValue::Kind::Bool)
      return v.b;
  }
  error(ctx, n, "`" + what + "` must be true or false");
  return std::nullopt;
}

std::optional<Number> Loader::numberField(Ctx &ctx, const YAML::Node &n,
                                          const std::string &what) {
  if (n.IsMap() && (n["var"] || (n["type"] && n["type"].IsScalar() &&
                                 n["type"].Scalar() == "var"))) {
    error(ctx, n,
          "template variables ({var: ...}) are not allowed in `" + what + "`");
    return std::nullopt;
  }
  if (!n.IsScalar()) {
    error(ctx, n, "`" + what + "` must be a number or a dim symbol");
    return std::nullopt;
  }
  const std::string &t = n.Scalar();
  Number num;
  if (auto i = parseIntText(t)) {
    num.i = *i;
    return num;
  }
  if (auto f = parseFloatText(t)) {
    num.isInt = false;
    num.f = *f;
    return num;
  }
  auto it = dims.find(t);
  if (it != dims.end()) {
    num.i = it->second;
    return num;
  }
  std::vector<std::string> names;
  for (const auto &kv : dims)
    names.push_back(kv.first);
  error(ctx, n, "unknown dim symbol '" + t + "' in `" + what + "`" +
                    suggest(t, names));
  return std::nullopt;
}

std::optional<int64_t> Loader::intField(Ctx &ctx, const YAML::Node &n,
                                        const std::string &what) {
  std::optional<Number> num = numberField(ctx, n, what);
  if (!num)
    return std::nullopt;
  if (!num->isInt) {
    error(ctx, n, "`" + what + "` must be an integer");
    return std::nullopt;
  }
  return num->i;
}

Value Loader::literal(Ctx &ctx, const YAML::Node &n) {
  countNode(ctx, n);
  Value v;
  if (n.IsSequence()) {
    std::vector<Value> elems;
    for (const YAML::Node &e : n)
      elems.push_back(literal(ctx, e));
    v = Value::ofList(std::move(elems));
  } else if (n.IsMap()) {
    v.kind = Value::Kind::Dict;
    Fields f = fields(ctx, n, "a mapping", {});
    for (const Fields::Entry &e : f.entries)
      v.dict.emplace_back(e.name, literal(ctx, e.value));
  } else {
    ScalarValue s = classifyScalar(n);
    switch (s.kind) {
    case ScalarValue::Kind::Null:
      break;
    case ScalarValue::Kind::Bool:
      v = Value::ofBool(s.b);
      break;
    case ScalarValue::Kind::Int:
      v = Value::ofInt(s.i);
      break;
    case ScalarValue::Kind::Float:
      v = Value::ofFloat(s.f);
      break;
    case ScalarValue::Kind::String:
      v = Value::ofString(s.s);
      break;
    }
  }
  v.loc = locOf(ctx.file, n);
  return v;
}

} // namespace loader
} // namespace opidiff
} // namespace shlo
} // namespace mlir
