"""Tornado Wall (18605135), Continuous Trap: activated only while "Umi" is face-up on the field;
while it is face-up its controller takes no battle damage from attacks by the opponent's monsters;
with no "Umi" face-up on the field it is destroyed.

Sources, read in our words: the card's texts (LON-023, 2005: only while "Umi" is on the field; battle
damage from the opponent's monsters' attacks becomes 0; destroyed when "Umi" is not on the field;
today's the same: no ERAS entry); yugioh-wiki.net 《竜巻海流壁》 (a continuous effect; either
player's "Umi"; the destruction a rule of the card, no chain link; a direct attack's damage
too; only the opponent's attacks: the damage of the player's own attacks is taken). The engine
fact: a continuous C.NO_BATTLE_DAMAGE (round 56x)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

TW = "Tornado Wall"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(turn_player=1, umi=True, umi_player=1, wall_face_up=True, rules="GOAT"):
    table = Table(rules=rules, turn=4 if turn_player == 1 else 3, turn_player=turn_player, phase="battle_step")
    if umi:
        table.field_spell(umi_player, "Umi")
    wall = table.spell_trap(0, TW, face_down=not wall_face_up)
    return table, wall


def test_tornado_wall_no_damage_from_a_direct_attack():
    """Q: (both rule sets) my opponent's Umi is face-up and so is my Tornado Wall; their Battle Ox
    attacks me directly. A: I take no battle damage (a no_damage line for 1700)."""
    for rules in ("GOAT", "MR5"):
        table, wall = _table(rules=rules)
        foe = table.monster(1, "Battle Ox")
        duel = table.build()
        s = Script(duel)
        s.pick("attack", foe, target="player", player=1)
        _pass(duel, s)
        assert lp(duel) == (8000, 8000), rules
        assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(0, 1700)], rules


def test_tornado_wall_not_my_own_attack():
    """Q: Umi and my Tornado Wall are face-up; my Celtic Guardian (1400) attacks my opponent's
    Battle Ox (1700). A: the wall covers only the opponent's attacks: I take 300."""
    table, wall = _table(turn_player=0)
    me = table.monster(0, "Celtic Guardian")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", me, target=ox)
    _pass(duel, s)
    assert lp(duel) == (7700, 8000) and grave(duel, 0) == ["Celtic Guardian"]


def test_tornado_wall_only_while_umi_is_face_up():
    """Q: my Tornado Wall is Set and no Umi is on the field when my opponent's Battle Ox attacks
    me directly. A: I cannot activate it; I take 1700. With my own Umi face-up, I can, and take
    none."""
    table, wall = _table(umi=False, wall_face_up=False)
    foe = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", foe, target="player", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        assert not (duel.request.player == 0 and s.has("activate", TW))
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (6300, 8000)
    table, wall = _table(umi_player=0, wall_face_up=False)
    foe = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", foe, target="player", player=1)
    s.pick("activate", TW, player=0)
    _pass(duel, s)
    assert lp(duel) == (8000, 8000)


def test_tornado_wall_destroyed_once_umi_is_gone():
    """Q: Umi (my opponent's) and my Tornado Wall are face-up; my opponent destroys Umi with
    Mystical Space Typhoon. A: with no Umi on the field my Tornado Wall is destroyed at once (no
    chain link); their Battle Ox's direct attack then deals 1700."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.field_spell(1, "Umi")
    table.spell_trap(0, TW, face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Umi", player=1)
    _pass(duel, s)
    assert sorted(grave(duel, 1)) == ["Mystical Space Typhoon", "Umi"]
    assert grave(duel, 0) == [TW]
    s.pick("battle", player=1)
    _pass(duel, s)
    s.pick("attack", "Battle Ox", target="player", player=1)
    _pass(duel, s)
    assert lp(duel) == (6300, 8000)


def test_tornado_wall_under_royal_decree():
    """Q: my opponent's Royal Decree is face-up (other Traps' effects are negated); Umi and my
    Tornado Wall are face-up; their Battle Ox attacks me directly. A: I take 1700."""
    table, wall = _table()
    table.spell_trap(1, "Royal Decree", face_down=False)
    foe = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", foe, target="player", player=1)
    _pass(duel, s)
    assert lp(duel) == (6300, 8000)
