"""Level Up! (25290459): Normal Spell: send 1 face-up "LV" monster you control to the GY as a cost
to Special Summon the "LV" monster that monster's text names from your hand or Deck, ignoring its
summoning conditions.

Sources: the card's text in our words (SOD 2005 and today's do the same: no ERAS entry);
YGOResources' rulings as quoted by huntlist.eu's Level Up! page (the send is a cost; the monster
summoned is the "LV" monster named in the sent monster's text; it cannot be activated without that
monster in the hand or Deck, nor by sending an LV monster whose text names none, such as Mystic
Swordsman LV6); Goat play (Armed Dragon LV5 into LV7 from the Deck). Our reading of the text: the
monster comes by Level Up!'s effect, not by the LV monster's, so Ultimate Insect LV3 summoned so
does not lower the opponent's ATK, and the sent monster's own "not the turn it was summoned"
limit does not bind a Spell."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LEVEL_UP = "Level Up!"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _main(monster, deck=(), hand=(), position="attack", summoned_this_turn=False, opp=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, monster, position=position, summoned_this_turn=summoned_this_turn)
    table.hand(0, LEVEL_UP, *hand)
    table.deck(0, list(deck))
    if opp:
        table.monster(1, opp)
    return table


def _level_up(s, monster, summoned):
    s.pick("activate", LEVEL_UP, player=0)
    if s.duel.request.kind == "select":
        s.pick("select", monster, player=0)
    _resolve(s)
    if s.duel.request.kind == "select":
        s.pick("select", summoned, player=0)
    s.pick("option", "Attack Position", request="option")
    _resolve(s)


def test_level_up_armed_dragon_lv5_into_lv7_from_the_deck():
    """Q: I send my face-up Armed Dragon LV5 with Level Up!. A: Armed Dragon LV7 comes from my Deck
    though only LV5's effect may otherwise summon it; LV5 and Level Up! are in my GY."""
    duel = _main("Armed Dragon LV5", deck=("Armed Dragon LV7", "Battle Ox")).build()
    s = Script(duel)
    _level_up(s, "Armed Dragon LV5", "Armed Dragon LV7")
    assert field_monsters(duel, 0) == ["Armed Dragon LV7"]
    assert sorted(grave(duel, 0)) == ["Armed Dragon LV5", LEVEL_UP]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_level_up_not_with_an_lv_monster_that_names_none():
    """Q: My only LV monster is Mystic Swordsman LV6, whose text names no next level. A: Level Up!
    cannot be activated."""
    duel = _main("Mystic Swordsman LV6", deck=("Mystic Swordsman LV6",)).build()
    assert not Script(duel).has("activate", LEVEL_UP)


def test_level_up_not_without_the_next_level_in_hand_or_deck():
    """Q: Silent Swordsman LV3 face-up but no LV5 in my hand or Deck. A: Level Up! cannot be
    activated (nothing to summon); with LV5 in my hand it can, and LV5 comes from the hand."""
    duel = _main("Silent Swordsman LV3", deck=("Battle Ox",)).build()
    assert not Script(duel).has("activate", LEVEL_UP)
    duel = _main("Silent Swordsman LV3", deck=("Battle Ox",), hand=("Silent Swordsman LV5",)).build()
    s = Script(duel)
    _level_up(s, "Silent Swordsman LV3", "Silent Swordsman LV5")
    assert field_monsters(duel, 0) == ["Silent Swordsman LV5"] and duel.players[0].hand == []


def test_level_up_not_with_a_face_down_lv_monster():
    """Q: My Horus the Black Flame Dragon LV4 is Set. A: the cost needs a face-up LV monster: Level
    Up! cannot be activated."""
    duel = _main("Horus the Black Flame Dragon LV4", position="set",
                 deck=("Horus the Black Flame Dragon LV6",)).build()
    assert not Script(duel).has("activate", LEVEL_UP)


def test_level_up_ultimate_insect_summoned_this_turn_and_no_atk_loss():
    """Q: I Normal Summoned Ultimate Insect LV1 this turn, then Level Up! it into LV3. A: allowed
    (the "not the turn it was summoned" limit is LV1's own effect's), and LV3, summoned by Level
    Up! and not by LV1's effect, leaves my opponent's Battle Ox at 1700 ATK."""
    duel = _main("Ultimate Insect LV1", deck=("Ultimate Insect LV3",), summoned_this_turn=True,
                 opp="Battle Ox").build()
    s = Script(duel)
    _level_up(s, "Ultimate Insect LV1", "Ultimate Insect LV3")
    assert field_monsters(duel, 0) == ["Ultimate Insect LV3"]
    ox = duel.monsters(1)[0]
    assert duel.atk(ox) == 1700


def test_level_up_under_imperial_order_loses_the_sent_monster():
    """Q: My opponent's Imperial Order is face-up; I activate Level Up! sending Armed Dragon LV5.
    A: the send is a cost, paid as it is activated; the Spell's effect is negated: LV5 is in my
    GY and LV7 stays in my Deck."""
    table = _main("Armed Dragon LV5", deck=("Armed Dragon LV7",))
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LEVEL_UP, player=0)
    s.pick("select", "Armed Dragon LV5", player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Armed Dragon LV5", LEVEL_UP]
    assert [c.name for c in duel.players[0].deck] == ["Armed Dragon LV7"]
