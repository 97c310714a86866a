"""Spatial Collapse (20644748, 《宇宙の収縮》), Continuous Trap (round 59a).

Sources: the card's text (IOC 2004 and today's say the same, in our words: activated only while
each player has 5 or fewer cards on their field; while it is face-up neither player may have
more than 5 cards on their field); yugioh-wiki.net 《宇宙の収縮》 and its FAQ (a zone an effect
made unusable holds no card and does not count; a Trap Monster counts as one card; with 3 or
more cards on the opponent's field, Ojama Trio, whose three Tokens would take them to 6 or more,
cannot be activated). Cards already on the field stay (the activation needs 5 or fewer a side,
so there is nothing beyond the cap when it starts; the FAQ leaves a field past 5 after a
negation "under review": not tested).

What the cap bars, each tested below: a Normal Summon or Set of a monster, a Special Summon (a
summoning procedure from the hand), Tokens (Ojama Trio), a Spell activated from the hand and a
Spell or Trap Set (these two left as strict xfails: the menus that offer them are chain.py's and
turn.py's). A Tribute Summon is not barred at 5: its Tribute leaves first. Both presets read the
same text (no ERAS entry); the tests play today's rules."""

import pytest

from duelist.testing.scenario import Script, Table


def _mine(n_spells, monsters=("Celtic Guardian",), hand=(), opp_monsters=("Battle Ox",), rules="MR5"):
    """Player 0's Main Phase 1 (turn 3): their face-up Spatial Collapse, `n_spells` Set Dust
    Tornados, `monsters` and `hand`; player 1 has `opp_monsters`."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Spatial Collapse", face_down=False)
    for _ in range(n_spells):
        table.spell_trap(0, "Dust Tornado")
    for name in monsters:
        table.monster(0, name)
    for name in opp_monsters:
        table.monster(1, name)
    table.hand(0, *hand)
    duel = table.build()
    return duel, Script(duel)


def _kinds(s, card):
    return sorted(o.kind for o in s.options(card=card))


# ------------------------------------------------------------------ its activation
@pytest.mark.parametrize("opp_cards, offered", [(5, True), (6, False)])
def test_spatial_collapse_activated_only_while_each_field_holds_5_or_fewer(opp_cards, offered):
    """Q: my Spatial Collapse is Set; my opponent has 5 (then 6) cards on their field. A: with 5
    I may activate it; with 6 I may not."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Spatial Collapse")
    for _ in range(3):
        table.monster(1, "Battle Ox")
    for _ in range(opp_cards - 3):
        table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    assert bool(s.options("activate", "Spatial Collapse")) is offered


# ------------------------------------------------------------------ monsters
def test_spatial_collapse_no_normal_summon_or_set_with_5_cards():
    """Q: I have 5 cards on my field (Spatial Collapse, 3 Set cards, Celtic Guardian); may I
    Normal Summon or Set Battle Ox? A: no: a sixth card. With 4 cards (2 Set cards) I may."""
    duel, s = _mine(3, hand=("Battle Ox",))
    assert _kinds(s, "Battle Ox") == []
    duel, s = _mine(2, hand=("Battle Ox",))
    assert _kinds(s, "Battle Ox") == ["set", "summon"]


def test_spatial_collapse_a_tribute_summon_at_5_cards_is_allowed():
    """Q: I have 5 cards on my field; may I Tribute Summon Summoned Skull by Tributing my Celtic
    Guardian? A: yes: the Tribute leaves first, so I still have 5 cards; the Skull lands."""
    duel, s = _mine(3, hand=("Summoned Skull",))
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Celtic Guardian", request="tribute")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.monsters(0)] == ["Summoned Skull"]


def test_spatial_collapse_no_special_summon_from_the_hand_with_5_cards():
    """Q: I control no monster and 5 cards (Spatial Collapse and 4 Set cards), my opponent a
    monster; may I Special Summon Cyber Dragon by its own procedure? A: no. With 4 cards I may."""
    duel, s = _mine(4, monsters=(), hand=("Cyber Dragon",))
    assert "special_summon" not in _kinds(s, "Cyber Dragon")
    duel, s = _mine(3, monsters=(), hand=("Cyber Dragon",))
    assert "special_summon" in _kinds(s, "Cyber Dragon")


@pytest.mark.parametrize("opp_cards, offered", [(2, True), (3, False)])
def test_spatial_collapse_ojama_trio_needs_room_for_its_three_tokens(opp_cards, offered):
    """Q: (yugioh-wiki.net 《宇宙の収縮》 FAQ) Spatial Collapse is face-up; my opponent has 2 (then
    3) cards on their field; may I activate my Set Ojama Trio? A: with 2, yes (they reach 5);
    with 3 its Tokens would take them to 6: it cannot be activated."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Spatial Collapse", face_down=False)
    table.spell_trap(0, "Ojama Trio")
    for _ in range(opp_cards):
        table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert bool(s.options("activate", "Ojama Trio")) is offered


# ------------------------------------------------------------------ Spells and Traps
def test_spatial_collapse_no_spell_activated_from_the_hand_with_5_cards():
    """Q: I have 5 cards on my field; may I activate Mystical Space Typhoon from my hand? A: no.
    (Round 59r: chain.py `_activation_barred` asks Duel.field_card_room of a card activated
    from the hand.)"""
    duel, s = _mine(3, hand=("Mystical Space Typhoon",))
    assert s.options("activate", "Mystical Space Typhoon") == []


def test_spatial_collapse_no_spell_or_trap_set_with_5_cards():
    """Q: I have 5 cards on my field; may I Set Mystical Space Typhoon? A: no."""
    duel, s = _mine(3, hand=("Mystical Space Typhoon",))
    assert s.options("set_spell", "Mystical Space Typhoon") == []


def test_spatial_collapse_with_4_cards_a_spell_from_the_hand_is_offered():
    """Q: I have 4 cards on my field; may I activate or Set Mystical Space Typhoon? A: yes."""
    duel, s = _mine(2, hand=("Mystical Space Typhoon",))
    assert _kinds(s, "Mystical Space Typhoon") == ["activate", "set_spell"]
    assert duel.field_card_room(0) == 1 and duel.field_card_room(1) == 4


def test_spatial_collapse_a_field_spell_set_over_ones_own_takes_its_place():
    """Q: I have 5 cards on my field, one of them my face-up Umi in the Field Zone; may I Set
    Mountain from my hand? A: yes: the new Field Spell takes the old one's place (it goes to the
    GY), so my field still holds 5 cards. Mystical Space Typhoon still cannot be Set. (Lead,
    stop 59: turn.py's menu asks the cap; the Field Zone's card counts as a card on the field.)"""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Spatial Collapse", face_down=False)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(0, "Dust Tornado")
    table.field_spell(0, "Umi")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.hand(0, "Mountain", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    assert duel.field_card_room(0) == 0
    assert s.options("set_spell", "Mountain") != []
    assert s.options("set_spell", "Mystical Space Typhoon") == []


def test_spatial_collapse_no_field_spell_set_into_an_empty_field_zone_with_5_cards():
    """Q: I have 5 cards on my field and none in my Field Zone; may I Set Mountain? A: no: it
    would be a sixth card."""
    duel, s = _mine(3, hand=("Mountain",))
    assert duel.field_card_room(0) == 0
    assert s.options("set_spell", "Mountain") == []
