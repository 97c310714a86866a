"""Red-Eyes Fusion (6172122): one card of this name a turn; the turn you activate it you cannot
Normal, Flip or Special Summon monsters but by its effect (Sets allowed); Fusion Summon 1
Fusion Monster whose materials include a "Red-Eyes" monster, its materials sent to the GY from
your hand, Deck or field; the summoned monster's name is "Red-Eyes Black Dragon".

Rules cited: seed 000 §融合召喚 (the card that makes a Fusion Summon says where its materials
may be, beside the hand and the field; a Fusion Summon is the monster's proper summon), seed 000
§卡片種類 › 怪獸卡 › 基本信息 (the card name tells which card it is). Card behaviour: today's OCG
text and its rulings (the restriction binds from the activation, even when it is negated, and
never stops this card's own Fusion Summon; the name lasts while the monster is face-up on the
field, past the turn; a Fusion Monster with no "Red-Eyes" material is not offered).
"""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

REF = "Red-Eyes Fusion"
FILLER = ["Mystical Elf", "Beaver Warrior", "Hitotsu-Me Giant", "Koumori Dragon", "Battle Ox"]


def _table(hand_cards=(), deck=(), extra=("Black Skull Dragon", "Gaia the Dragon Champion"),
           monsters=(), traps=(), opponent_hand=()):
    table = Table(turn=3)
    table.hand(0, REF, *hand_cards)
    table.deck(0, list(deck) + list(FILLER))
    table.extra(0, *extra)
    for name in monsters:
        table.monster(0, name)
    for card in traps:
        table.spell_trap(1, card)
    if opponent_hand:
        table.hand(1, *opponent_hand)
    table.deck(1, list(FILLER))
    return table


def _resolve(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _black_skull_dragon(table):
    """Activate Red-Eyes Fusion and Fusion Summon Black Skull Dragon ("Summoned Skull" from the
    hand + "Red-Eyes Black Dragon" from the Deck). Returns (duel, script, the monster)."""
    duel = table.build()
    s = Script(duel)
    s.pick("activate", REF, first=True)
    _resolve(duel, s)
    s.pick("select", "Black Skull Dragon")
    s.pick("option", "Attack Position", request="option")
    _resolve(duel, s)
    (dragon,) = [c for c in duel.monsters(0) if c.data.name == "Black Skull Dragon"]
    return duel, s, dragon


def test_red_eyes_fusion_takes_materials_from_the_hand_and_the_deck_and_names_the_monster_red_eyes_black_dragon():
    """Summoned Skull from the hand and Red-Eyes Black Dragon from the Deck go to the GY;
    Black Skull Dragon is Fusion Summoned (properly: seed 000 §融合召喚) and its name is
    "Red-Eyes Black Dragon" while its card stays Black Skull Dragon. Gaia the Dragon Champion,
    whose materials are no Red-Eyes monster, is never offered."""
    table = _table(hand_cards=["Summoned Skull"],
                   deck=["Red-Eyes Black Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", REF, first=True)
    _resolve(duel, s)
    assert [o.name for o in duel.request.options] == ["Black Skull Dragon"]
    s.pick("select", "Black Skull Dragon")
    s.pick("option", "Attack Position", request="option")
    _resolve(duel, s)
    (dragon,) = duel.monsters(0)
    assert dragon.data.name == "Black Skull Dragon"
    assert sorted(grave(duel, 0)) == ["Red-Eyes Black Dragon", REF, "Summoned Skull"]
    assert duel.properly_summoned(dragon)
    assert duel.name_now(dragon) == "Red-Eyes Black Dragon"


def test_red_eyes_fusion_takes_a_material_from_the_field():
    """A Red-Eyes Black Dragon you control is a material as well (hand, Deck or field)."""
    table = _table(hand_cards=["Summoned Skull"], monsters=["Red-Eyes Black Dragon"])
    duel, s, dragon = _black_skull_dragon(table)
    assert field_monsters(duel, 0) == ["Black Skull Dragon"]
    assert sorted(grave(duel, 0)) == ["Red-Eyes Black Dragon", REF, "Summoned Skull"]


def test_red_eyes_fusion_the_name_lasts_past_the_turn_and_counts_as_a_material_name():
    """The name is not "until the End Phase": in its player's next turn the monster is still
    "Red-Eyes Black Dragon", so with Meteor Dragon it is a material of Meteor Black Dragon
    ("Red-Eyes Black Dragon" + "Meteor Dragon") for Polymerization. The same turn no other
    card's Fusion Summon is allowed (Polymerization cannot be activated: only Red-Eyes
    Fusion's own summon was excepted)."""
    table = _table(hand_cards=["Summoned Skull", "Polymerization", "Meteor Dragon"],
                   deck=["Red-Eyes Black Dragon"], extra=("Black Skull Dragon", "Meteor Black Dragon"))
    duel, s, dragon = _black_skull_dragon(table)
    assert not s.has("activate", "Polymerization")
    s.end_turn()
    s.end_turn()                    # the opponent's turn 4
    assert duel.turn == 5 and duel.turn_player == 0
    assert duel.name_now(dragon) == "Red-Eyes Black Dragon"
    s.pick("activate", "Polymerization")
    s.pick("select", "Meteor Black Dragon")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Meteor Black Dragon"]
    assert "Black Skull Dragon" in grave(duel, 0) and "Meteor Dragon" in grave(duel, 0)
    (skull,) = [c for c in duel.players[0].grave if c.data.name == "Black Skull Dragon"]
    assert duel.name_now(skull) == "Black Skull Dragon"        # off the field: its printed name


def test_red_eyes_fusion_no_other_summon_that_turn_but_a_set():
    """After Red-Eyes Fusion, its player may Set a monster but not Normal Summon it, and cannot
    Special Summon by another card (Monster Reborn cannot be activated)."""
    table = _table(hand_cards=["Summoned Skull", "Battle Ox", "Monster Reborn"], deck=["Red-Eyes Black Dragon"])
    table.grave(0, "Dark Magician")
    duel, s, dragon = _black_skull_dragon(table)
    assert not s.has("summon", "Battle Ox") and s.has("set", "Battle Ox")
    assert not s.has("activate", "Monster Reborn")


def test_red_eyes_fusion_cannot_be_activated_after_a_summon_this_turn():
    """The turn you activate it you Summon nothing else: after a Normal Summon it cannot be
    activated; after a monster Set (no Summon) it still can."""
    table = _table(hand_cards=["Summoned Skull", "Battle Ox"], deck=["Red-Eyes Black Dragon"])
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", REF)
    s.pick("summon", "Battle Ox")
    _resolve(duel, s)
    assert not s.has("activate", REF)
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Battle Ox")
    _resolve(duel, s)
    assert s.has("activate", REF)


def test_red_eyes_fusion_negated_still_forbids_summons_and_a_second_copy():
    """Negated by Magic Jammer: nothing is summoned and nothing leaves the Deck, but the
    restriction binds from the activation (no Normal Summon that turn) and a second Red-Eyes
    Fusion cannot be activated (one of this name a turn)."""
    table = _table(hand_cards=["Summoned Skull", "Battle Ox", REF], deck=["Red-Eyes Black Dragon"],
                   traps=["Magic Jammer"], opponent_hand=["Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", REF, first=True)
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Koumori Dragon", player=1)
    _resolve(duel, s)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == [REF]
    assert sorted(hand(duel, 0)) == ["Battle Ox", REF, "Summoned Skull"]
    assert not s.has("summon", "Battle Ox") and s.has("set", "Battle Ox")
    assert not s.has("activate", REF)
