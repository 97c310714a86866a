"""The state checks' key of quiet steps (`_phase_cards[10]`, actions.py `_state_check_pass`)
holds only while the lasting effects and the relations are those it was stored with: every
start or end of a lasting effect (duel.py's gate, `_lasting_started` / `_lasting_ended`) and
every change of the relations list (`relate`, `equip`, `_cut_relations`) empties it, so a step
the key lets the pass skip (the lingering walk, the take-control step, the relations step)
never skips over a lasting effect or a relation it has not seen.

Checked at every state check of random duels on the four effect pairs and of decks of every
scripted card (the property test's kind 2): where a check finds the key holding (the slot is
the current field roles), the lasting effects and the relations are the very objects, in the
same order, that were there when a pass left that key. Round 32s: the oracle for the open
mutant of round 31n (`_lasting_started` emptying [11] for [10]: the key held across a lasting
effect's start), and the cross-check that the key's stored relations list, its length and
`_lasting_version` (`_phase_cards[12:15]`, read by no step, dropped this round; since round 33w
slots 12 and 13 hold each player's kept empty window answer, chain.py `_window`) stood for."""

from duelist.engine.duel import Duel
from duelist.testing import property as prop
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("yugi-starter", "kaiba-starter"))


def _current_roles(duel):
    roles = duel._field_cache
    if roles is None or roles[0] != duel._field_version:
        return None
    return roles


def _inputs(duel):
    return [id(e) for e in duel.lingering], [id(r) for r in duel.relations]


def _watch(monkeypatch, seen):
    """Wrap the state checks: note what the lasting effects and relations are where a check
    or a pass leaves the key holding, and compare at the next check or pass that finds it still
    holding (what came between them: a resolution, a summon, a phase change...)."""
    original_checks = Duel._state_checks
    original_pass = Duel._state_check_pass
    stored = {}     # id(duel) -> (the roles object in [10], the inputs then, the duel: kept alive)

    def look(duel):
        known = duel._phase_cards
        roles = _current_roles(duel)
        entry = stored.pop(id(duel), None)
        if roles is None or known[10] is not roles or entry is None or entry[0] is not roles:
            return
        seen["held"] += 1
        seen["held_with_lasting"] += bool(duel.lingering)
        seen["held_with_relations"] += bool(duel.relations)
        assert _inputs(duel) == entry[1], \
            ("the key holds over other lasting effects or relations", duel.turn, duel.phase, len(duel.answers))

    def note(duel):
        known = duel._phase_cards
        roles = _current_roles(duel)
        if roles is not None and known[10] is roles:
            stored[id(duel)] = (roles, _inputs(duel), duel)

    def checks(duel, roles=None):
        look(duel)
        seen["checks"] += 1
        original_checks(duel, roles)
        note(duel)

    def one_pass(duel, roles=None):
        look(duel)
        original_pass(duel, roles)
        note(duel)

    monkeypatch.setattr(Duel, "_state_checks", checks)
    monkeypatch.setattr(Duel, "_state_check_pass", one_pass)


def test_the_key_holds_only_over_the_lasting_effects_and_relations_it_was_stored_with(monkeypatch):
    seen = {"checks": 0, "held": 0, "held_with_lasting": 0, "held_with_relations": 0}
    _watch(monkeypatch, seen)
    for _ in random_decisions(PAIRS, range(4)):
        pass
    # (the property duels' decks are made of every scripted card: each new card script changes
    # them, so play them until enough checks were seen, at most 24)
    for i in range(24):
        prop.run_one(2 + 6 * i, check_every=False)
        if i >= 5 and seen["checks"] > 5000:
            break
    assert seen["checks"] > 5000 and seen["held"] > 1000, seen
    assert seen["held_with_lasting"] > 200 and seen["held_with_relations"] > 50, seen
