"""Premature Burial destroyed while its monster is destroyed in the same chain (round 48b's
mutation round).

Premature Burial's text (when this card is destroyed, destroy the equipped monster) and seed
000 §卡片的移動 (a card that left the field is a new card): when Dark Hole also destroys the
equipped monster in that chain, Premature Burial's effect finds no monster left to destroy;
every card ends in the GY and the duel goes on."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_premature_burial_and_its_monster_both_destroyed_in_one_chain():
    """Q: I revived Battle Ox with Premature Burial. I activate Dark Hole and chain Mystical
    Space Typhoon on my own Premature Burial. What happens? A: Premature Burial is destroyed,
    then Dark Hole destroys Battle Ox; Battle Ox, Premature Burial, Dark Hole and Mystical Space
    Typhoon are in my GY and I am back at my Main Phase."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.grave(0, "Battle Ox")
    table.hand(0, "Premature Burial", "Dark Hole", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Battle Ox")
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    s.pick("activate", "Dark Hole")
    s.pick("activate", "Mystical Space Typhoon", player=0, request="chain")
    s.pick("target", "Premature Burial")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Dark Hole", "Mystical Space Typhoon", "Premature Burial"]
