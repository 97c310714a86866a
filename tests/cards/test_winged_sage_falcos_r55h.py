"""Winged Sage Falcos (87523462): when it destroys a face-up Attack Position monster by battle
and sends it to the GY, its controller may put that monster on top of its owner's Deck.

Sources: the card's texts read in our words (the 2005 print, Legacy of Darkness LOD-020, the
DR1-EN020 text Pojo's Card of the Day of 2006-12-28 prints -- the opponent's face-up Attack
Position monster it destroyed by battle and sent to the GY may go back on top of the opponent's
Deck -- and today's do the same: no ERAS entry); yugioh-wiki.net 《有翼賢者ファルコス》: an optional trigger
effect ("できる") on a monster it destroyed by battle that was in face-up Attack Position (not a
Defense Position one); it works whether Falcos attacked or was attacked; the monster goes on top
of its owner's Deck, so the opponent draws it again next turn; Necrovalley negates an effect that
moves a card out of the GY (tests/cards/test_necrovalley_rulings_r40a.py)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

FALCOS = "Winged Sage Falcos"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _attack(target_position="attack", necrovalley=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FALCOS)
    target = table.monster(1, "Hitotsu-Me Giant", position=target_position)     # 1200 / 1000
    table.deck(1, ["Mystical Elf", "Battle Ox"])
    if necrovalley:
        table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", FALCOS, target=target, request="battle")
    _resolve(s)
    return duel, s


def test_winged_sage_falcos_puts_the_monster_on_top_of_the_deck():
    """Q: Winged Sage Falcos (1700) destroys my opponent's Hitotsu-Me Giant (1200, face-up Attack
    Position). A: after 500 damage I may put the Giant on top of their Deck: their GY is empty and
    their next draw is the Giant."""
    duel, s = _attack()
    s.expect(request="yes_no", player=0)
    s.pick("yes")
    _resolve(s)
    assert lp(duel) == (8000, 7500)
    assert grave(duel, 1) == [] and duel.players[1].deck[-1].name == "Hitotsu-Me Giant"


def test_winged_sage_falcos_may_decline():
    """Q: the same battle, and I decline. A: the Giant stays in the GY."""
    duel, s = _attack()
    s.pick("no")
    _resolve(s)
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_winged_sage_falcos_defense_position_monster_stays_in_the_gy():
    """Q: Falcos destroys a face-up Defense Position Hitotsu-Me Giant (1000 DEF). A: not an Attack
    Position monster: no effect; the Giant is in the GY and nobody is asked."""
    duel, s = _attack(target_position="defense")
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]
    assert duel.request.kind == "battle"


def test_winged_sage_falcos_when_attacked():
    """Q: my opponent's Celtic Guardian (1400) attacks my Winged Sage Falcos. A: Falcos destroys it
    by battle (it was in Attack Position): I may put it on top of its owner's Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    falcos = table.monster(0, FALCOS)
    table.monster(1, "Celtic Guardian")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=falcos, request="battle")
    _resolve(s)
    s.pick("yes", player=0)
    _resolve(s)
    assert grave(duel, 1) == [] and duel.players[1].deck[-1].name == "Celtic Guardian"
    assert lp(duel) == (8000, 7700)


def test_winged_sage_falcos_under_necrovalley():
    """Q: the first battle, with Necrovalley on the field. A: the effect may be activated, but it
    moves nothing out of the GY: the Giant stays there."""
    duel, s = _attack(necrovalley=True)
    s.pick("yes", player=0)
    _resolve(s)
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]
