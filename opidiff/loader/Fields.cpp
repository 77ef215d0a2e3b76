//===- Fields.cpp - YAML scalars, fields and literals ---------------------===//

#include "opidiff/loader/LoaderImpl.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <regex>
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

namespace {

/// Python's repr() of a float: the shortest digits that read back as `x`,
/// in exponent form when the decimal point is more than 16 places right or
/// 4 places left of the first digit.
std::string pythonFloatRepr(double x) {
  if (std::isnan(x))
    return "nan";
  if (std::isinf(x))
    return x < 0 ? "-inf" : "inf";
  std::string sign = std::signbit(x) ? "-" : "";
  x = std::fabs(x);
  if (x == 0)
    return sign + "0.0";
  char buffer[64];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buffer, sizeof buffer, "%.*e", precision - 1, x);
    if (std::strtod(buffer, nullptr) == x)
      break;
  }
  std::string text = buffer;
  size_t e = text.find('e');
  int exponent = std::atoi(text.c_str() + e + 1);
  std::string digits;
  for (size_t k = 0; k < e; ++k)
    if (std::isdigit(static_cast<unsigned char>(text[k])))
      digits += text[k];
  while (digits.size() > 1 && digits.back() == '0')
    digits.pop_back();
  int point = exponent + 1; // digits before the decimal point
  if (point > -4 && point <= 16) {
    if (point <= 0)
      return sign + "0." + std::string(-point, '0') + digits;
    if (size_t(point) >= digits.size())
      return sign + digits + std::string(point - digits.size(), '0') + ".0";
    return sign + digits.substr(0, point) + "." + digits.substr(point);
  }
  std::string mantissa = digits.substr(0, 1);
  if (digits.size() > 1)
    mantissa += "." + digits.substr(1);
  std::snprintf(buffer, sizeof buffer, "e%c%02d", exponent < 0 ? '-' : '+',
                std::abs(exponent));
  return sign + mantissa + buffer;
}

/// A plain scalar resolved as PyYAML's YAML 1.1 resolver does, printed as
/// Python's str() prints the value; `isString` tells whether it stayed a
/// string.
std::string pythonScalarText(const std::string &text, bool &isString) {
  static const std::regex boolRe(
      "yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|"
      "Off|OFF");
  static const std::regex nullRe("~|null|Null|NULL|");
  static const std::regex intRe("[-+]?(0b[0-1_]+|0[0-7_]+|(0|[1-9][0-9_]*)|"
                                "0x[0-9a-fA-F_]+)");
  static const std::regex floatRe(
      "[-+]?([0-9][0-9_]*)\\.[0-9_]*([eE][-+][0-9]+)?|\\.[0-9][0-9_]*([eE][-+]"
      "[0-9]+)?|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)");
  isString = false;
  if (std::regex_match(text, nullRe))
    return "None";
  if (std::regex_match(text, boolRe)) {
    char c = text[0];
    return (c == 'y' || c == 'Y' || c == 't' || c == 'T' ||
            text == "on" || text == "On" || text == "ON")
               ? "True"
               : "False";
  }
  std::string plain;
  for (char c : text)
    if (c != '_')
      plain += c;
  if (std::regex_match(text, intRe)) {
    bool negative = plain[0] == '-';
    std::string body = (plain[0] == '-' || plain[0] == '+') ? plain.substr(1)
                                                             : plain;
    int base = 10;
    size_t start = 0;
    if (body.size() > 1 && body[0] == '0') {
      base = body[1] == 'b' ? 2 : body[1] == 'x' ? 16 : 8;
      start = base == 8 ? 1 : 2;
    }
    if (base == 10) {
      if (body == "0")
        return "0";
      return (negative ? "-" : "") + body;
    }
    unsigned __int128 value = 0;
    for (size_t k = start; k < body.size(); ++k) {
      unsigned digit = std::isdigit(static_cast<unsigned char>(body[k]))
                           ? unsigned(body[k] - '0')
                           : unsigned(std::tolower(body[k]) - 'a' + 10);
      unsigned __int128 next = value * base + digit;
      if (next / base != value) { // too large to print here: keep the text
        isString = true;
        return text;
      }
      value = next;
    }
    std::string digits;
    do {
      digits.insert(digits.begin(), char('0' + int(value % 10)));
      value /= 10;
    } while (value != 0);
    return (negative && digits != "0" ? "-" : "") + digits;
  }
  if (std::regex_match(text, floatRe)) {
    std::string lower = plain;
    for (char &c : lower)
      c = char(std::tolower(static_cast<unsigned char>(c)));
    bool negative = lower[0] == '-';
    std::string body = (lower[0] == '-' || lower[0] == '+') ? lower.substr(1)
                                                             : lower;
    double value = body == ".inf"   ? std::numeric_limits<double>::infinity()
                   : body == ".nan" ? std::numeric_limits<double>::quiet_NaN()
                                    : std::strtod(body.c_str(), nullptr);
    return pythonFloatRepr(negative ? -value : value);
  }
  isString = true;
  return text;
}

/// Python's repr() of a string.
std::string pythonStringRepr(const std::string &s) {
  char quote = s.find('\'') != std::string::npos &&
                       s.find('"') == std::string::npos
                   ? '"'
                   : '\'';
  std::string out(1, quote);
  for (unsigned char c : s) {
    if (c == '\\' || c == quote) {
      out += '\\';
      out += char(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    } else {
      out += char(c);
    }
  }
  return out + quote;
}

/// str() (`top`) or repr() of the Python value PyYAML loads for `n`.
std::string pythonText(const YAML::Node &n, bool top) {
  if (!n.IsDefined() || n.IsNull())
    return "None";
  if (n.IsScalar()) {
    bool isString = true;
    std::string text = isQuoted(n) ? n.Scalar()
                                   : pythonScalarText(n.Scalar(), isString);
    return isString && !top ? pythonStringRepr(text) : text;
  }
  if (n.IsSequence()) {
    std::string out = "[";
    for (size_t k = 0; k < n.size(); ++k)
      out += (k ? ", " : "") + pythonText(n[k], false);
    return out + "]";
  }
  // opdiff turns a one-key {ref: x} or {var: x} into its typed node first.
  if (n.size() == 1) {
    std::string key = n.begin()->first.Scalar();
    if (key == "ref" || key == "var")
      return std::string("{'type': '") + key + "', '" +
             (key == "ref" ? "ref" : "name") +
             "': " + pythonText(n.begin()->second, false) + "}";
  }
  std::string out = "{";
  bool first = true;
  for (const auto &kv : n) {
    out += (first ? "" : ", ") + pythonText(kv.first, false) + ": " +
           pythonText(kv.second, false);
    first = false;
  }
  return out + "}";
}

} // namespace

std::string pythonIdText(const YAML::Node &n) { return pythonText(n, true); }

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
