"""Horn of Heaven (98069388): its window is Solemn Judgment's -- the moment a monster would be
Normal, Flip or Special Summoned (by a summoning procedure), never once the Summon has
succeeded.

Sources: the card's texts (MRD 2002 and today's: negate a Summon and destroy that monster,
Tributing 1 monster as the cost; one meaning), in our own words; yugipedia "Card Rulings:Solemn
Judgment" (its window, as tests/cards/test_solemn_judgment_rulings_r40d.py reads it): a Flip
Summon can be negated; once the Summon succeeded the monster is on the field and a summon
negation can no longer be activated. A Flip Summon negated: the monster never was flipped
face-up by a successful Flip Summon, so its Flip effect does not start (seed 000 §反轉召喚).
Jinzo face-up on the field: Trap Cards cannot be activated (its text; seed 000 §永續效果)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

CARD = "Horn of Heaven"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_horn_of_heaven_negates_a_flip_summon_and_the_flip_effect_never_starts():
    """Q: my opponent Flip Summons their Set Magician of Faith (Pot of Greed in their GY); I
    Tribute Battle Ox for Horn of Heaven. A: the Flip Summon is negated: Magician of Faith is
    destroyed and its Flip effect never starts (Pot of Greed stays in their GY)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(1, "Magician of Faith", position="set")
    table.grave(1, "Pot of Greed")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, CARD)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magician of Faith", player=1)
    s.pick("activate", CARD, player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=0)
    _finish(s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Magician of Faith", "Pot of Greed"]
    assert hand(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", CARD]


def test_horn_of_heaven_is_not_offered_once_the_summon_succeeded():
    """Q: my opponent Normal Summons Battle Ox; I let the Summon happen, then they activate Pot
    of Greed. A: when they activate Pot of Greed the Summon is over: Horn of Heaven is not
    offered (only the moment of the Summon itself could be answered)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Battle Ox", "Pot of Greed")
    table.deck(1, ["Mystical Elf", "Celtic Guardian"])
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, CARD)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    assert s.has("activate", CARD)
    s.pick("pass", player=0, request="chain")
    _finish(s)
    s.expect(request="idle", player=1)
    assert field_monsters(duel, 1) == ["Battle Ox"]
    s.pick("activate", "Pot of Greed", player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", CARD)
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Battle Ox"] and len(hand(duel, 1)) == 2
    assert grave(duel, 0) == []


def test_horn_of_heaven_cannot_answer_a_summon_under_a_face_up_jinzo():
    """Q: my opponent controls a face-up Jinzo and Normal Summons Battle Ox. A: no Trap Card can
    be activated while Jinzo is face-up: Horn of Heaven is not offered, Battle Ox is Summoned."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(1, "Jinzo")
    table.hand(1, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, CARD)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", CARD)
        s.pick("pass")
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Jinzo"]
    assert field_monsters(duel, 0) == ["Celtic Guardian"] and grave(duel, 0) == []
