"""The activation conditions round 17x wrote as one `Ctx` question ("is there a card in
<place> that fits?": `Ctx.any_card`, `count_cards`, `cards_where`), each at its exact
boundary: an effect whose conditions are not met cannot be activated (seed 000 §效果的發動:
a card that cannot apply its effect cannot be activated; a search or a Special Summon from
a place needs a card there that it could take), and one card that just fits is enough.

Rules cited: seed 000 §魔法卡, §陷阱卡, §誘發效果 › 傷害步驟; card behaviour: current
TCG/OCG text and rulings.
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


# ------------------------------------------------------------ Reinforcement of the Army
def test_reinforcement_of_the_army_with_only_a_level_5_warrior_cannot_be_activated():
    """Reinforcement of the Army adds a Level 4 or lower Warrior: with only Zanki (a Level 5
    Warrior) in the Deck it cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Reinforcement of the Army")
    table.deck(0, ["Zanki", "Mystical Elf"])
    duel = table.build()
    assert not Script(duel).has("activate", "Reinforcement of the Army")


def test_reinforcement_of_the_army_with_a_level_4_warrior_adds_only_it():
    """With Dark Blade (a Level 4 Warrior) beside Zanki in the Deck it can be activated, and
    only Dark Blade is offered."""
    table = Table(turn=3)
    table.hand(0, "Reinforcement of the Army")
    table.deck(0, ["Zanki", "Dark Blade", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reinforcement of the Army")
    assert [o.name for o in s.options("select")] == ["Dark Blade"]
    s.pick("select", "Dark Blade")
    assert hand(duel, 0) == ["Dark Blade"]


# ------------------------------------------------------- a battle floater: Mystic Tomato
def _tomato_attacked(deck):
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(1, deck)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tomato)
    return duel, s


def test_mystic_tomato_with_only_a_1600_atk_dark_monster_in_the_deck_cannot_be_activated():
    """Mystic Tomato destroyed by battle: its summon takes a DARK monster of 1500 or less ATK;
    with only Ryu-Kishin Powered (DARK, 1600) in the Deck it is not offered."""
    duel, _ = _tomato_attacked(["Ryu-Kishin Powered"])
    assert duel.request.kind == "battle"
    assert field_monsters(duel, 1) == []


def test_mystic_tomato_with_a_1500_atk_dark_monster_in_the_deck_summons_it():
    """With Grand Tiki Elder (DARK, exactly 1500) in the Deck it is offered, and only that
    monster can be chosen."""
    duel, s = _tomato_attacked(["Ryu-Kishin Powered", "Grand Tiki Elder"])
    s.pick("yes", player=1, request="yes_no")
    assert [o.name for o in s.expect(request="select", player=1).options] == ["Grand Tiki Elder"]
    s.pick("select", "Grand Tiki Elder")
    assert field_monsters(duel, 1) == ["Grand Tiki Elder"]


# ---------------------------------------------------------------------------- Ceasefire
def _ceasefire_offered(*monsters):
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Ceasefire")
    for player, name, position in monsters:
        table.monster(player, name, position=position)
    duel = table.build()
    return duel, Script(duel)


def test_ceasefire_with_only_face_up_normal_monsters_cannot_be_activated():
    """Ceasefire needs a face-down Defense Position monster or a face-up Effect Monster on the
    field: with only face-up Normal Monsters (Battle Ox, and Mystical Elf in Defense Position)
    it cannot be activated."""
    _, s = _ceasefire_offered((0, "Battle Ox", "attack"), (1, "Mystical Elf", "defense"))
    assert not s.has("activate", "Ceasefire")


def test_ceasefire_with_one_set_monster_of_the_opponent_flips_it_and_deals_no_damage():
    """A Set Mystical Elf of the opponent is enough: it is turned face-up in Defense Position;
    it is no Effect Monster, so no damage."""
    duel, s = _ceasefire_offered((0, "Battle Ox", "attack"), (1, "Mystical Elf", "set"))
    s.pick("activate", "Ceasefire")
    elf = duel.monsters(1)[0]
    assert elf.position == S.FACEUP_DEFENSE
    assert duel.players[1].lp == 8000


def test_ceasefire_with_one_face_up_effect_monster_deals_500_for_it():
    """A face-up Mystic Tomato (an Effect Monster) is enough: the opponent takes 500 damage for
    each Effect Monster on the field (both fields: Tomato and a Set Sangan turned face-up,
    1000)."""
    _, s = _ceasefire_offered((0, "Mystic Tomato", "attack"))
    assert s.has("activate", "Ceasefire")
    duel, s = _ceasefire_offered((0, "Mystic Tomato", "attack"), (1, "Sangan", "set"),
                                 (1, "Battle Ox", "attack"))
    s.pick("activate", "Ceasefire")
    assert duel.players[1].lp == 7000


# -------------------------------------------------------------------- Marauding Captain
def test_marauding_captain_with_only_a_level_5_monster_in_hand_asks_nothing():
    """Marauding Captain's summon takes a Level 4 or lower monster from the hand: with only
    Zanki (Level 5) beside it nothing is asked."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Marauding Captain", "Zanki")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Marauding Captain")
    assert duel.request.kind == "idle"


def test_marauding_captain_with_a_level_4_monster_in_hand_offers_only_it():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Marauding Captain", "Zanki", "Dark Blade")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Marauding Captain")
    s.pick("yes", "Marauding Captain", request="yes_no")
    assert [o.name for o in s.expect(request="select", player=0).options] == ["Dark Blade"]


# ------------------------------------------------------------ King of the Swamp, King Dragun
def test_king_of_the_swamp_searches_only_with_polymerization_in_the_deck():
    """King of the Swamp's discard-to-search needs a Polymerization in the Deck: offered with
    one there, not with none."""
    for deck, offered in ((["Battle Ox", "Polymerization"], True), (["Battle Ox"], False)):
        table = Table(turn=3)
        table.hand(0, "King of the Swamp")
        table.deck(0, deck)
        duel = table.build()
        assert Script(duel).has("activate", "King of the Swamp") == offered


def test_king_dragun_needs_a_dragon_in_the_hand():
    """King Dragun Special Summons a Dragon from the hand: not offered with only Battle Ox
    there, offered with Koumori Dragon."""
    for cards, offered in ((["Battle Ox"], False), (["Battle Ox", "Koumori Dragon"], True)):
        table = Table(turn=3)
        table.monster(0, "King Dragun")
        table.hand(0, *cards)
        duel = table.build()
        assert Script(duel).has("activate", "King Dragun") == offered


# ------------------------------------------------------------------- Hand of Nephthys
def test_hand_of_nephthys_needs_another_monster_to_tribute():
    """Hand of Nephthys Tributes itself and one other monster: alone on the field (a Sacred
    Phoenix of Nephthys in the Deck) it cannot be activated; with Battle Ox beside it, it can."""
    for others, offered in (((), False), (("Battle Ox",), True)):
        table = Table(turn=3)
        table.monster(0, "Hand of Nephthys")
        for name in others:
            table.monster(0, name)
        table.deck(0, ["Sacred Phoenix of Nephthys"])
        duel = table.build()
        assert Script(duel).has("activate", "Hand of Nephthys") == offered


# ------------------------------------------------------- Necrovalley (Gravekeeper's Assailant)
def test_gravekeepers_assailant_with_a_set_necrovalley_asks_nothing():
    """Gravekeeper's Assailant changes a position only "if Necrovalley is on the field" face-up:
    with Necrovalley Set (face-down) in its controller's Field Zone its attack asks nothing
    and Mad Dog of Darkness keeps its position."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Necrovalley", face_down=True)
    table.monster(0, "Gravekeeper's Assailant")
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gravekeeper's Assailant", target=ox)
    assert duel.request is None or duel.request.kind != "yes_no"
    assert [m.position for m in duel.monsters(1) if m.data.name == "Mad Dog of Darkness"] == [S.FACEUP_ATTACK]
