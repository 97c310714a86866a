"""Berserk Dragon (85605684) banished by Interdimensional Matter Transporter in its controller's turn.

Source, in our words: Yu-Gi-Oh! Wiki, Card Rulings: Berserk Dragon (previously official rulings, the
2005 era): banished by Interdimensional Matter Transporter, Berserk Dragon first comes back in the End
Phase and then loses its 500 ATK; its End Phase loss cannot be handled while it is away. The return is
no chain link (Interdimensional Matter Transporter's own tests); the loss is Berserk Dragon's own End
Phase effect, which the returned monster still starts."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

BD = "Berserk Dragon"
IMT = "Interdimensional Matter Transporter"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_berserk_dragon_back_from_interdimensional_matter_transporter_then_loses_500():
    """Q: (GOAT) in my Main Phase 2 I banish my Berserk Dragon with Interdimensional Matter Transporter.
    A: in my End Phase it comes back first (3500), then its own effect takes 500 off: it starts my
    opponent's turn with 3000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    bd = table.monster(0, BD, summon_kind="proc")
    table.spell_trap(0, IMT)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", IMT, request="idle")
    s.pick("target", BD)
    _pass(s)
    assert field_monsters(duel, 0) == []
    start = len(duel.log)
    s.end_turn()
    _pass(s)
    steps = [(e["type"], e.get("reason")) for e in duel.log[start:]
             if e.get("name") == BD and e["type"] in ("to_mzone", "activate_effect")]
    assert steps == [("to_mzone", "returned"), ("activate_effect", None)]
    assert duel.turn == 4 and field_monsters(duel, 0) == [BD] and duel.atk(bd.card(duel)) == 3000
