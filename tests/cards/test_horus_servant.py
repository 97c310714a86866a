"""Horus' Servant: while it is face-up on the field, its controller's opponent cannot target a
face-up "Horus the Black Flame Dragon" monster with a card effect.

Sources: the card's text in our words (the 2005 SOD print, "your opponent cannot target a monster
with Horus the Black Flame Dragon in its name with a Spell, Trap or Effect Monster's effect",
does what today's does: no ERAS entry); the OCG text of 《ホルスのしもべ》, our reading of it (only the opponent's
effects; its controller may still target its Horus; an effect that does not target, Dark Hole,
still destroys it); seed 000 §永續效果 (a face-down Servant protects nothing); our reading: the
protection reads every face-up Horus monster on the field (the text names no side).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table
from duelist.engine import state as S

SERVANT = "Horus' Servant"
HORUS4 = "Horus the Black Flame Dragon LV4"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_horus_servant_keeps_the_opponents_book_of_moon_off_horus():
    """Q: I control Horus' Servant, Horus LV4 and a Battle Ox; my opponent activates Book of Moon:
    A: only Battle Ox and Horus' Servant may be targeted, not Horus LV4."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, SERVANT)
    table.monster(0, HORUS4)
    table.monster(0, "Battle Ox")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.expect(request="target", player=1)
    assert sorted(o.name for o in duel.request.options if o.kind == "target") == ["Battle Ox", SERVANT]


def test_horus_servant_lets_its_controller_target_their_own_horus():
    """Q: I control Horus' Servant and Horus LV4 and activate my own Book of Moon on my Horus:
    A: allowed (only the opponent is stopped): Horus LV4 is turned face-down."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, SERVANT)
    horus = table.monster(0, HORUS4)
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", horus)
    _resolve(s)
    assert horus.card(duel).position == S.FACEDOWN_DEFENSE


def test_horus_servant_face_down_protects_nothing():
    """Q: my Horus' Servant is Set; my opponent activates Book of Moon: A: Horus LV4 may be
    targeted."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, SERVANT, position="set")
    horus = table.monster(0, HORUS4)
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", horus, player=1)
    _resolve(s)
    assert horus.card(duel).position == S.FACEDOWN_DEFENSE


def test_horus_servant_stops_sakuretsu_armor_on_an_attacking_horus():
    """Q: my Horus LV4 attacks directly beside my Horus' Servant; my opponent has a Set Sakuretsu
    Armor: A: it cannot be activated (its only target is protected): the attack deals 1600;
    without Horus' Servant it would be offered."""
    def position(servant):
        table = Table(turn=3, turn_player=0, phase="battle_step")
        if servant:
            table.monster(0, SERVANT)
        table.monster(0, HORUS4)
        armor = table.spell_trap(1, "Sakuretsu Armor")
        duel = table.build()
        s = Script(duel)
        s.pick("attack", HORUS4, target="player")
        return duel, s, armor

    duel, s, armor = position(servant=False)
    assert duel.request.kind == "chain" and duel.request.player == 1 and s.has("activate", "Sakuretsu Armor")

    duel, s, armor = position(servant=True)
    offered = []
    while duel.request.kind == "chain":
        offered.append(s.has("activate", "Sakuretsu Armor"))
        s.pick("pass", player=duel.request.player)
    assert not any(offered)
    assert duel.players[1].lp == 8000 - 1600
    assert armor.card(duel).location == "szone" and not armor.card(duel).face_up


def test_horus_servant_does_not_stop_dark_hole():
    """Q: my opponent activates Dark Hole while I control Horus' Servant and Horus LV4: A: Dark
    Hole targets nothing: both are destroyed."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, SERVANT)
    table.monster(0, HORUS4)
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _resolve(s)
    assert sorted(grave(duel, 0)) == sorted([SERVANT, HORUS4])
