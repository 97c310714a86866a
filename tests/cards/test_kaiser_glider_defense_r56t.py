"""Kaiser Glider (52824910), judge's review (round 56t).

Sources: yugioh-wiki.net 《カイザー・グライダー》: today's OCG text TARGETS the monster it returns
(対象として発動する: the 2005 pick read as a target is right); its battle protection compares the
two monsters' ATK and works while Kaiser Glider is in Defense Position too (the page: 自身が守備
表示でも有効); its return works whether it was destroyed by battle or by a card effect."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_kaiser_glider_in_defense_survives_an_attacker_of_equal_atk():
    """Q: Jinzo (ATK 2400) attacks my Kaiser Glider (ATK 2400, DEF 2200) in Defense Position.
    A: its DEF is lower, but the attacker's ATK equals Kaiser Glider's ATK: it is not destroyed,
    and no one takes damage (Defense Position)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    glider = table.monster(0, "Kaiser Glider", position="defense")
    table.monster(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Jinzo", target=glider, player=1, request="battle")
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Kaiser Glider"]
    assert field_monsters(duel, 1) == ["Jinzo"]
    assert grave(duel, 0) == []
    assert lp(duel) == (8000, 8000)
