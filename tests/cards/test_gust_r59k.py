"""Gust (73079365), Normal Trap: only when a Spell Card its player controlled is destroyed by a card
effect of the opponent and sent to the GY; target 1 Spell or Trap on the field and destroy it.

Round 59y (a judge's review): round 59k scripted Gust from memory as "destroy a face-up Spell"
(free chain); the card's text is another one. Sources, in our words: the OCG text of 《突風》
(yugioh-wiki.net; the Chinese database text of 突風 the same): it is activated only when a Spell Card
on its player's field is destroyed by an effect of an opponent's card and sent to the GY, and it
destroys 1 Spell or Trap Card on the field (chosen as it is activated: it targets); the PSV-era
English print says the same (Driving Snow, 《猛吹雪》, is its Trap-Card twin). Seed 000 §陷阱卡: a
Trap Card may be activated in the response window that the happening opened (our reading: the
window right after the destruction, as Driving Snow's tests have it). One meaning in both eras:
tested under both presets."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

GU = "Gust"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _mst_on(s, duel, card, player=0):
    s.pick("activate", "Mystical Space Typhoon", player=player)
    s.pick("target", card, player=player)
    while duel.request is not None and duel.request.kind == "chain" and not s.has("activate", GU):
        s.pick("pass", player=duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_gust_answers_mystical_space_typhoon_on_my_set_spell(rules):
    """Q: my opponent's Mystical Space Typhoon destroys my Set Book of Moon; I then activate Gust on
    their Set card. A: it is destroyed (a Set card may be chosen); Book of Moon and Gust are in my
    GY."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    their_set = table.spell_trap(0, "Sakuretsu Armor")
    book = table.spell_trap(1, "Book of Moon")
    table.spell_trap(1, GU)
    duel = table.build()
    s = Script(duel)
    _mst_on(s, duel, book)
    assert duel.request.player == 1 and s.has("activate", GU)
    s.pick("activate", GU, player=1)
    s.pick("target", their_set, player=1)
    _pass(s)
    assert sorted(grave(duel, 0)) == ["Mystical Space Typhoon", "Sakuretsu Armor"]
    assert sorted(grave(duel, 1)) == ["Book of Moon", GU]


def test_gust_answers_the_destruction_of_my_face_up_continuous_spell():
    """Q: my opponent's Mystical Space Typhoon destroys my face-up Swords of Revealing Light; I answer
    with Gust on their face-up Skill Drain (a Trap). A: Skill Drain is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Skill Drain", face_down=False)
    swords = table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.spell_trap(1, GU)
    duel = table.build()
    s = Script(duel)
    _mst_on(s, duel, swords)
    s.pick("activate", GU, player=1)
    s.pick("target", "Skill Drain", player=1)
    _pass(s)
    assert sorted(grave(duel, 0)) == ["Mystical Space Typhoon", "Skill Drain"]
    assert sorted(grave(duel, 1)) == [GU, "Swords of Revealing Light"]


def test_gust_not_after_my_trap_is_destroyed():
    """Q: my opponent's Mystical Space Typhoon destroys my Set Sakuretsu Armor (a Trap). May I
    activate Gust? A: no: only a Spell Card destroyed opens it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    armor = table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, GU)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", armor, player=0)
    while duel.request is not None and duel.request.kind == "chain":
        assert not s.has("activate", GU)
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 1) == ["Sakuretsu Armor"]


def test_gust_not_after_my_own_card_destroys_my_spell():
    """Q: I destroy my own Set Book of Moon with my Mystical Space Typhoon. May I activate Gust?
    A: no: the Spell must be destroyed by a card of the opponent."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Mystical Space Typhoon")
    book = table.spell_trap(1, "Book of Moon")
    table.spell_trap(1, GU)
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", book, player=1)
    while duel.request is not None and duel.request.kind == "chain":
        assert not s.has("activate", GU)
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 1) == ["Book of Moon", "Mystical Space Typhoon"]


def test_gust_is_no_free_chain_spell_removal():
    """Q: my opponent's Swords of Revealing Light is face-up and no Spell of mine was destroyed; may I
    activate Gust on it as their Battle Phase begins? A: no (round 59k's reading, corrected)."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, GU)
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", GU))
