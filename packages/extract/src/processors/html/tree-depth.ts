/**
 * How deep into nested elements the HTML processor's own walks of a parsed tree go (the JSON-LD scripts, the
 * microdata, the source's lines); content deeper is not looked at. The walks recurse, and a tree of unclosed tags
 * (100,000 of them, each a child of the last) overflowed the stack: 256 is far deeper than any mail nests its
 * elements, so no document that reads is cut short, and shallow enough that no walk comes near the stack's end.
 */
export const MAX_TREE_DEPTH = 256;

/**
 * How many elements may be open at once in HTML as it is parsed: past it, a further element's tags are left out and
 * its text kept (`boundNesting`). The parser's cost grows with the square of its open elements; the deepest real
 * booking mail nests about a hundred.
 */
export const MAX_NESTING = 512;
