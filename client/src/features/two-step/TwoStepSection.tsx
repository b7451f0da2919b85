/**
 * « Validation en deux étapes » on /settings (docs/roles.md): the roles whose members must sign
 * in with a code texted to their phone, and the reset of a member's phone (lost or changed).
 * Custom roles are listed after the built-in ones. Requiring it of one's own role, in a session opened without it, is confirmed first: the next
 * click then asks for the second factor.
 */
import { Button, Checkbox, HStack, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { BUILT_IN_ROLE_DEFINITIONS, BUILT_IN_ROLES } from "@atelier/domain/staff/permissions";
import { useAuth } from "../../app/auth/AuthContext";
import { ResetStaffTwoStepDocument, SetTwoStepRequirementDocument, TwoStepRequirementDocument } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { personName } from "../../ui/person";

type Member = { uid: string; firstName?: string | null; lastName?: string | null; email?: string | null };

const builtIn = BUILT_IN_ROLES.map((role) => BUILT_IN_ROLE_DEFINITIONS[role]);

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

export default function TwoStepSection({ members }: { members: readonly Member[] }) {
  const { state } = useAuth();
  const me = state.status === "admin" ? state.user : null;
  const { data } = useQuery(TwoStepRequirementDocument, { fetchPolicy: "cache-and-network" });
  const stored = data?.twoStepRequirement.roleIds;
  // The shop's custom roles follow the built-in ones (docs/roles.md).
  const custom = data?.staffRoles.filter((role) => !role.builtIn) ?? [];
  const [roles, setRoles] = useState<string[] | null>(null);
  const [confirmOwn, setConfirmOwn] = useState(false);
  const [resetting, setResetting] = useState<string>("");
  const [confirmReset, setConfirmReset] = useState(false);
  useEffect(() => setRoles((current) => current ?? (stored ? [...stored] : null)), [stored]);

  const save = useAdminMutation(SetTwoStepRequirementDocument, {
    refusal: "Modification refusée",
    failure: "Modification impossible",
    payload: (d) => d.setTwoStepRequirement,
    success: { title: "Validation en deux étapes mise à jour" },
    // The requirement has no id for the cache to update it by: read again.
    refetchQueries: ["TwoStepRequirement"],
  });
  const reset = useAdminMutation(ResetStaffTwoStepDocument, {
    refusal: "Réinitialisation refusée",
    failure: "Réinitialisation impossible",
    payload: (d) => d.resetStaffTwoStep,
    success: { title: "Second facteur réinitialisé", message: "Le membre enregistrera un téléphone à sa prochaine connexion." },
  });

  const changed = roles !== null && stored !== undefined && !sameRoles(roles, stored);
  const ownRoleNewlyRequired = Boolean(me?.roleId && roles?.includes(me.roleId) && !stored?.includes(me.roleId) && !me.secondFactor);
  const send = () => void (roles && save.run({ variables: { input: { roleIds: roles } } }));
  const others = members.filter((member) => member.uid !== me?.uid);
  const chosen = others.find((member) => member.uid === resetting);

  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        Les membres des rôles cochés saisissent, à chaque connexion, un code reçu par SMS en plus de leur mot de passe. Le serveur le vérifie à chaque requête.
      </Text>
      <fieldset>
        <Text as="legend" fontWeight="medium" mb="2">
          Rôles soumis à la validation en deux étapes
        </Text>
        <Stack gap="2" minH="44">
          {[...builtIn, ...custom].map(({ id, name }) =>
            roles ? (
              <Checkbox.Root
                key={id}
                checked={roles.includes(id)}
                onCheckedChange={(e) => setRoles((current) => (current ?? []).filter((r) => r !== id).concat(e.checked === true ? [id] : []))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{name}</Checkbox.Label>
              </Checkbox.Root>
            ) : (
              <Skeleton key={id} height="5" width="40" />
            ),
          )}
        </Stack>
      </fieldset>
      <HStack>
        <Button
          size="sm"
          colorPalette="teal"
          disabled={!changed}
          loading={save.state === "saving"}
          onClick={() => (ownRoleNewlyRequired ? setConfirmOwn(true) : send())}
        >
          Enregistrer
        </Button>
      </HStack>
      <Stack gap="2" maxW="md">
        <Text fontWeight="medium">Réinitialiser le téléphone d’un membre</Text>
        <HStack gap="2" align="end" wrap="wrap">
          <NativeSelect.Root size="sm" flex="1" minW="48">
            <NativeSelect.Field aria-label="Membre dont le téléphone est réinitialisé" value={resetting} onChange={(e) => setResetting(e.target.value)}>
              <option value="">Choisir un membre…</option>
              {others.map((member) => (
                <option key={member.uid} value={member.uid}>
                  {personName(member, member.email ?? member.uid)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" colorPalette="red" disabled={!chosen} loading={reset.state === "saving"} onClick={() => setConfirmReset(true)}>
            Réinitialiser
          </Button>
        </HStack>
      </Stack>
      <ConfirmDialog
        open={confirmOwn}
        title="Exiger la validation en deux étapes de votre propre rôle ?"
        message="Votre session actuelle a été ouverte sans second facteur : après l’enregistrement, la console vous demandera d’enregistrer votre téléphone ou de vous reconnecter avec lui."
        confirmLabel="Exiger"
        onConfirm={() => {
          setConfirmOwn(false);
          send();
        }}
        onCancel={() => setConfirmOwn(false)}
      />
      <ConfirmDialog
        open={confirmReset}
        title="Réinitialiser la validation en deux étapes ?"
        message={`${chosen ? personName(chosen, chosen.email ?? "") : "Ce membre"} devra enregistrer un nouveau téléphone ; ses sessions ouvertes sont fermées.`}
        confirmLabel="Réinitialiser"
        destructive
        onConfirm={() => {
          setConfirmReset(false);
          if (chosen) void reset.run({ variables: { input: { userId: chosen.uid } } }).then((result) => result.ok && setResetting(""));
        }}
        onCancel={() => setConfirmReset(false)}
      />
    </Stack>
  );
}
