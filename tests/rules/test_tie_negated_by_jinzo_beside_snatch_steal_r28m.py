"""Jinzo's effects apply once its summon has succeeded, and from then on Call of the Haunted's
effect is negated (seed 000 §永續效果; Goat-era rulings: Jinzo negates Trap effects; Call of
the Haunted negated when it leaves leaves its monster on the field) -- also with Snatch Steal
holding an opponent's monster on the field (a Spell: Jinzo does not negate it).

Call of the Haunted revives Summoned Skull; player 0 takes player 1's Battle Ox with Snatch
Steal, then Tribute Summons Jinzo with their own Celtic Guardian. Once the summon has
succeeded (no card moving) the tie is recorded as negated; Mystical Space Typhoon then
destroys Call of the Haunted and Summoned Skull stays.

(The state checks' take-control and relations steps, round 27s of docs/performance.md: each
keeps its own "quiet at this key" flag: tests/rules/test_negation_of_tied_cards_at_quiet_state_checks_r27s.py
has the same without Snatch Steal.)"""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _tie(duel, name):
    [r] = [r for r in duel.relations if duel.cards[r.src_cid].data.name == name]
    return r


def test_call_of_the_haunted_negated_by_jinzo_once_its_summon_succeeds_beside_snatch_steal():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.monster(0, "Celtic Guardian")
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Jinzo", "Snatch Steal", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Summoned Skull")
    _resolve(s)
    s.pick("activate", "Snatch Steal")
    s.pick("target", ox)
    _resolve(s)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Summoned Skull"]
    duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is False
    s.pick("summon", "Jinzo")
    s.pick("tribute", "Celtic Guardian")
    _resolve(s)
    for _ in range(2):
        duel._state_checks()
    assert _tie(duel, "Call of the Haunted").negated is True
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted")
    _resolve(s)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Jinzo", "Summoned Skull"]
