"""Y-Dragon Head equipped to X-Head Cannon when X-Head Cannon changes control.

An equipped Union monster is an Equip Card of its own controller (seed 004 §特殊效果怪兽 Union):
when the monster it is equipped to is taken (Change of Heart), the Union stays in its
controller's Spell & Trap Zone, still equipped, and its effects still apply to the monster
now on the other side: the +400, and "if the equipped monster would be destroyed by battle,
destroy this card instead" (yugioh-wiki 「装備カード」: control of the equipped monster moving
does not move or unequip the Equip Card). Destroyed, the Union goes to its owner's GY."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

X, Y = "X-Head Cannon", "Y-Dragon Head"


def _pass(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def _taken():
    table = Table(rules="MR5", turn=4, turn_player=1)
    x = table.monster(0, X, zone=0)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    table.monster(0, "Summoned Skull")
    table.hand(1, "Change of Heart")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", X)
    _pass(s, duel)
    return duel, s, x


def test_the_union_stays_with_its_controller_and_still_boosts_the_taken_monster():
    """Q: my opponent takes my X-Head Cannon, equipped with my Y-Dragon Head, by Change of
    Heart. A: X-Head Cannon moves; Y-Dragon Head stays in my Spell & Trap Zone, equipped, and X
    is still 2200 ATK."""
    duel, s, x = _taken()
    assert field_monsters(duel, 1) == [X]
    assert [c.name for c in duel.players[0].szone if c is not None] == [Y]
    assert duel.atk(x.card(duel)) == 2200


def test_the_union_is_destroyed_instead_of_the_taken_monster_in_its_takers_battle():
    """Q: my opponent attacks my Summoned Skull (2500) with my taken X-Head Cannon (2200).
    A: my Y-Dragon Head is destroyed instead of X-Head Cannon and goes to my GY; my opponent
    takes 300 damage."""
    duel, s, x = _taken()
    s.pick("battle", player=1)
    _pass(s, duel)
    s.pick("attack", X, target="Summoned Skull", player=1)
    for _ in range(6):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert field_monsters(duel, 1) == [X] and field_monsters(duel, 0) == ["Summoned Skull"]
    assert grave(duel, 0) == [Y] and grave(duel, 1) == ["Change of Heart"]
    assert lp(duel) == (8000, 7700)
    assert duel.atk(x.card(duel)) == 1800


def test_the_union_unequips_from_the_opponents_monster_to_its_own_controllers_field():
    """Q: my Y-Dragon Head is equipped to an X-Head Cannon my opponent now controls. May I
    unequip it in my turn, and where does it go? A: yes (it is my card, its effect mine); it is
    Special Summoned to my field and X-Head Cannon is 1800 again (today's text: I pick the
    position; 2005's: Attack Position)."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        x = table.monster(1, X, zone=0)
        table.spell_trap(0, Y, face_down=False, equipped_to=x)
        table.deck(0, ["Celtic Guardian"] * 5)
        table.deck(1, ["Celtic Guardian"] * 5)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", Y, request="idle")
        while duel.request.kind != "idle":
            if duel.request.kind == "chain":
                s.pick("pass")
            else:
                s.pick("option", "Attack Position", request="option")
        assert field_monsters(duel, 0) == [Y] and field_monsters(duel, 1) == [X]
        assert duel.monsters(0)[0].position == "attack"
        assert duel.atk(x.card(duel)) == 1800
