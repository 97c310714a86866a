"""What the state-check oracles share (rounds 26s and 45s: tests/engine/test_whole_quiet_state_check_pass_r26s.py,
test_state_check_key_at_a_set_card_activation_r45s.py, test_state_check_key_across_plain_moves_r45s.py):
the effect pairs they play, the field roles as `_state_checks` reads them, the mark's test and a
snapshot of everything a state check could change. Engine-internal on purpose: the checks, their
pass and their key are private; the rulings' outcomes are read from the cards in the tests."""

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def field_roles(duel):
    """The field roles as the checks read them (the kept ones while the field is as it was)."""
    roles = duel._field_cache
    if roles is None or roles[0] != duel._field_version:
        roles = duel._field_roles()
    return roles


def would_make_no_pass(duel):
    """Does the mark say no pass is needed now? (`_state_checks`' test, read the same way: the
    mark True, or the declared moments of the face-up STATE effects, per turn player, none of
    them now -- round 28s.)"""
    if not duel._any_scripts:
        return False
    known = duel._phase_cards
    roles = field_roles(duel)
    mark = known[11]
    quiet = mark is True or (type(mark) is tuple and duel.phase not in mark[duel.turn_player])
    # (round 30s: the relations are the key's through [10], which every change of them
    # empties; round 32s: so are the lasting effects, duel.py's gate, the key stores no
    # version; [15] None: the lingering step's answer read no uid off the field)
    return quiet and known[10] is roles and \
        duel.just_resolved is None and (not duel.lingering or known[15] is None or known[15] == duel._next_uid)


def snapshot(duel):
    """Everything a state check could change."""
    return (len(duel.log), duel.result, [p.lp for p in duel.players], list(duel._losers),
            [(id(e), repr(e.info)) for e in duel.lingering],
            [(id(r), r.negated) for r in duel.relations],
            [(c.uid, c.location, c.position, c.controller, c.activated) for c in duel._scan_field()])


def count_passes(duel, seen):
    """Count in seen["passes"] the passes the checks of `duel` make from now on."""
    original = duel._state_check_pass

    def counted(roles=None):
        seen["passes"] += 1
        return original(roles)
    duel._state_check_pass = counted
    seen["passes"] = 0
