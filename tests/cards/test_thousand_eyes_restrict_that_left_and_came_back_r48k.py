"""Thousand-Eyes Restrict's equip effect when TER left the field in the chain and is back on it:
the TER now on the field is a new card (seed 000 §效果分類: an effect applies to the card that
activated it while it stays where it is), so its effect cannot equip the target, which is sent
to the GY as when TER turned face-down (the Relinquished ruling that
tests/cards/test_thousand_eyes_restrict_rulings_r40a.py cites)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_a_thousand_eyes_restrict_that_left_and_came_back_in_the_chain_equips_nothing():
    """Q: my Thousand-Eyes Restrict targets my opponent's Summoned Skull; before it resolves,
    TER leaves the field and comes back face-up. Is Summoned Skull equipped to it? A: no: the
    TER on the field is not the one that activated the effect; Summoned Skull is sent to the GY
    and TER holds nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Book of Moon")            # my opponent may respond: a chain window
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Summoned Skull")
    s.expect(request="chain", player=1)
    duel.debug_move(ter.uid(duel), S.EXTRA)
    duel.debug_move(ter.uid(duel), S.MZONE)
    assert ter.card(duel).face_up
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Summoned Skull"]
    assert [c for c in duel.players[0].szone if c is not None] == []
    assert field_monsters(duel, 0) == ["Thousand-Eyes Restrict"]
