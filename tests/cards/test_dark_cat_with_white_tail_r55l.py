"""Dark Cat with White Tail (08634636): Flip effect: it targets 2 monsters the opponent controls
and 1 monster its controller controls and returns them to their owners' hands.

Sources: the card's texts read in our words (the 2005 print, Magician's Force MFC-083, and today's
do the same: no ERAS entry); yugioh-wiki.net 《尾も白い黒猫》: a Flip effect that targets all three
(face-down monsters too, and the Cat itself as the monster of its own side); every target is
required, so with fewer than 2 monsters on the opponent's side it is not activated (our reading of
a mandatory effect whose targets cannot all be chosen, seed 000 §對象); flipped face-up by an
attack it is activated after damage calculation (seed 000 §反轉效果), when a Cat destroyed by that
battle is no longer on the field to be chosen."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

CAT = "Dark Cat with White Tail"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_dark_cat_with_white_tail_returns_three_itself_included():
    """Q: I Flip Summon the Cat; my opponent controls Battle Ox and a Set Mystical Elf; the Cat is
    my only monster. A: it targets both of theirs and itself: all three go back to their owners'
    hands."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CAT, position="set")
    ox = table.monster(1, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CAT)
    s.pick("target", ox, player=0)
    s.pick("target", elf, player=0)
    s.pick("target", CAT, player=0)
    _resolve(s)
    assert hand(duel, 0) == [CAT]
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Mystical Elf"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


def test_dark_cat_with_white_tail_may_return_another_monster_of_mine():
    """Q: I also control Sangan; I choose Sangan as my own monster. A: Sangan returns to my hand
    (it is not sent to the GY, so its search does not start) and the Cat stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CAT, position="set")
    sangan = table.monster(0, "Sangan")
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CAT)
    s.pick("target", "Battle Ox", player=0)
    s.pick("target", "Mystical Elf", player=0)
    s.pick("target", sangan, player=0)
    _resolve(s)
    assert hand(duel, 0) == ["Sangan"] and field_monsters(duel, 0) == [CAT]


def test_dark_cat_with_white_tail_needs_two_opposing_monsters():
    """Q: I Flip Summon the Cat while my opponent controls only Battle Ox. A: its 2 targets on
    that side cannot be chosen: it is not activated; Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CAT, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CAT)
    _resolve(s)
    assert field_monsters(duel, 1) == ["Battle Ox"] and field_monsters(duel, 0) == [CAT]
    assert not any(e["type"] == "chain" and e["name"] == CAT for e in duel.log)


def test_dark_cat_with_white_tail_destroyed_by_the_attack_returns_another():
    """Q: my opponent's Battle Ox attacks my Set Cat (500 DEF) while they also control Mystical Elf
    and I control Sangan. A: the Cat is destroyed; after damage calculation its Flip effect can no
    longer choose the Cat: it returns Battle Ox, Mystical Elf and my Sangan."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    cat = table.monster(0, CAT, position="set")
    table.monster(0, "Sangan", position="defense")
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=cat, request="battle")
    _resolve(s)
    s.pick("target", "Battle Ox", player=0)
    s.pick("target", "Mystical Elf", player=0)
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options] == ["Sangan"]
    s.pick("target", "Sangan", player=0)
    _resolve(s)
    assert grave(duel, 0) == [CAT] and hand(duel, 0) == ["Sangan"]
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Mystical Elf"]
