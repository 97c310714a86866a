"""Dark Necrofear as an Equip Card beside Imperial Order.

Destroyed by the opponent's card effect, Dark Necrofear equips itself in the End Phase to an
opponent's monster, and while it is so equipped its controller controls that monster. Equipped,
Dark Necrofear is an Equip Spell Card in the Spell & Trap Zone (today's text: "while this card
is equipped by its effect, take control of the equipped monster", the equipped card's own
continuous effect; the engine's `card_type_now` reads it as a Spell). Imperial Order negates
the effects of every Spell Card on the field, so the control ends while Imperial Order applies
(as it does for Snatch Steal: tests/engine/test_bound_control_negated_with_every_negating_kind_r17m.py).
Same root as round 51s request 1 (an equipped Union under Imperial Order), fixed in the engine (b669f0b);
moderate confidence (read from the two texts, no ruling page naming the pair was found)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _necrofear_takes_battle_ox(negator="Imperial Order"):
    """Player 1's Fissure destroys player 0's Dark Necrofear; in that End Phase it takes
    player 1's Battle Ox. Player 1 holds a Set Imperial Order (or Skill Drain)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Dark Necrofear", summon_kind="proc")
    table.monster(1, "Battle Ox")
    table.hand(1, "Fissure")
    table.spell_trap(1, negator)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Dark Necrofear"]
    s.pick("end_turn")
    for _ in range(12):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.pick("target", "Battle Ox", player=0)
    assert duel.turn == 5 and field_monsters(duel, 0) == ["Battle Ox"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Dark Necrofear"]
    return duel, s


def test_dark_necrofear_takes_the_monster_it_equips():
    _necrofear_takes_battle_ox()


def test_imperial_order_ends_the_control_of_the_equipped_dark_necrofear():
    """Q: Dark Necrofear is equipped to my Battle Ox and my opponent controls it; I activate
    Imperial Order. A: the equipped Dark Necrofear is a Spell Card: its effect is negated, and
    Battle Ox comes back to me."""
    duel, s = _necrofear_takes_battle_ox()
    s.pick("battle")                                   # Main Phase 1 ends: player 1 may answer
    s.pick("activate", "Imperial Order", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Battle Ox"] and field_monsters(duel, 0) == []



def test_skill_drain_leaves_the_control_of_the_equipped_dark_necrofear():
    """Q: the same, but my opponent activates Skill Drain instead. A: Skill Drain negates
    monsters on the field only; the equipped Dark Necrofear is a Spell Card: I keep Battle Ox."""
    duel, s = _necrofear_takes_battle_ox(negator="Skill Drain")
    s.pick("battle")
    s.pick("activate", "Skill Drain", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Skill Drain"]
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == []
