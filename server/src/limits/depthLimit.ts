import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from "graphql";
import { messages } from "../errors";

/**
 * Refuses operations nested deeper than `maxDepth` below the root, with a French message.
 * Replaces graphql-depth-limit, which recursed through fragment cycles until the stack
 * overflowed (HTTP 500): here a fragment already on the path counts for nothing (graphql's own
 * NoFragmentCycles rule reports the cycle), and each fragment's depth is computed once, so a
 * chain of fragments each spreading the next twice costs no more than a straight one.
 * Introspection fields are not counted: the sandbox's schema query is deeper than any screen's.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragmentDepths = new Map<string, number>();
    const onPath = new Set<string>();

    function depthBelow(selectionSet: SelectionSetNode): number {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith("__") || !selection.selectionSet) continue;
          deepest = Math.max(deepest, 1 + depthBelow(selection.selectionSet));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthBelow(selection.selectionSet));
        } else {
          deepest = Math.max(deepest, fragmentDepth(selection.name.value));
        }
      }
      return deepest;
    }

    function fragmentDepth(name: string): number {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      const fragment = context.getFragment(name);
      if (!fragment || onPath.has(name)) return 0;
      onPath.add(name);
      const depth = depthBelow(fragment.selectionSet);
      onPath.delete(name);
      fragmentDepths.set(name, depth);
      return depth;
    }

    return {
      OperationDefinition(operation) {
        if (depthBelow(operation.selectionSet) > maxDepth) {
          context.reportError(new GraphQLError(messages.tooDeep(maxDepth), { nodes: operation }));
        }
      },
    };
  };
}
