"""Cannonball Spear Shellfish (95614612): its shield is looked at as each Spell effect applies: "A
Legendary Ocean" is "Umi" for it, and an Umi destroyed earlier in the same chain no longer shields it.

Sources, in our words: yugioh-wiki.net 《砲弾ヤリ貝》 and 《伝説の都 アトランティス》 (A Legendary Ocean is
always treated as "Umi", so the Umi monsters work with it); seed 000 §效果的處理 (a chain resolves
last link first: Mystical Space Typhoon chained to Dark Hole destroys Umi before Dark Hole
applies)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CS = "Cannonball Spear Shellfish"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_cannonball_spear_shellfish_a_legendary_ocean_shields_it():
    """Q: my opponent's A Legendary Ocean is face-up; they activate Dark Hole. A: A Legendary Ocean
    is "Umi": the Shellfish takes no +200 from it (1000/1000) and survives Dark Hole; my Battle Ox
    is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    shell = table.monster(0, CS)
    table.monster(0, "Battle Ox")
    table.field_spell(1, "A Legendary Ocean")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    card = shell.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (1000, 1000)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    _pass_all(s)
    assert field_monsters(duel, 0) == [CS] and grave(duel, 0) == ["Battle Ox"]


def test_cannonball_spear_shellfish_umi_destroyed_in_the_chain_first():
    """Q: with Umi face-up my opponent activates Dark Hole and chains Mystical Space Typhoon on Umi.
    A: the Typhoon resolves first: Umi is gone when Dark Hole applies, so the Shellfish is destroyed
    with the rest."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, CS)
    table.field_spell(1, "Umi")
    table.hand(1, "Dark Hole")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Umi", player=1)
    _pass_all(s)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == [CS]
    assert sorted(grave(duel, 1)) == ["Dark Hole", "Mystical Space Typhoon", "Umi"]
