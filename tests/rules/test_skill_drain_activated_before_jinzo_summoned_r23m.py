"""Of two negating continuous effects that reach each other, the one that applied first
applies (seed 000 §永續效果; Goat-era ruling: Skill Drain face-up before Jinzo is summoned
negates Jinzo). A card's continuous effects apply from the moment it is placed face-up on the
field (a Normal Summon too), not from when the table was set: engine/duel.py `_place` stamps
it (round 23m of docs/mutation.md: without that stamp a summoned Jinzo counted as older than a
Skill Drain activated earlier in the duel; a set-up table places both unstamped, in order).

Ruled here: player 0 activates their Set Skill Drain (paying 1000 LP), it resolves; then they
Tribute Summon Jinzo. Jinzo is negated and Skill Drain is not: player 1 may still activate
a Trap (Trap Hole on Jinzo's summon)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _on_field(duel, name):
    [card] = [c for p in (0, 1) for c in duel.monsters(p) + [x for x in duel.players[p].szone if x]
              if c.name == name]
    return card


def test_skill_drain_activated_in_the_duel_negates_a_jinzo_summoned_after_it():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Skill Drain")
    table.hand(0, "Jinzo")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Skill Drain", request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert duel.players[0].lp == 7000
    s.pick("summon", "Jinzo", request="idle")
    s.pick("tribute", "Battle Ox")
    assert duel.is_negated(_on_field(duel, "Jinzo"))
    assert not duel.is_negated(_on_field(duel, "Skill Drain"))
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Jinzo", player=1)
    assert grave(duel, 0) == ["Battle Ox", "Jinzo"]
