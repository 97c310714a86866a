"""Starter Deck: Kaiba Spells and Traps (helper b): Dark Energy, Invigoration, Ookazi,
The Inexperienced Spy, Ancient Telescope, Just Desserts.

Rules cited: seed 000 §魔法卡 (通常魔法, 裝備魔法), §陷阱卡 (通常陷阱). Card behaviour:
current OCG/TCG rulings.
"""

from duelist.engine.events import event_for
from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _atk_def(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


# ------------------------------------------------------------------- Dark Energy
def test_dark_energy_boosts_a_fiend():
    """seed 000 §裝備魔法: the equipped Fiend gains 300 ATK and DEF; the card stays on the field."""
    table = Table(turn=3)
    skull = table.monster(0, "Summoned Skull")
    table.hand(0, "Dark Energy")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Energy")
    s.pick("target", "Summoned Skull")
    assert _atk_def(duel, skull) == (2800, 1500)
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Dark Energy"]


def test_dark_energy_only_for_face_up_fiends():
    """seed 000 §裝備魔法: only a monster that meets the equip condition can be targeted;
    with no face-up Fiend it cannot be activated."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull", position="set")
    table.hand(0, "Dark Energy")
    duel = table.build()
    assert not Script(duel).has("activate", "Dark Energy")


def test_dark_energy_can_equip_an_opponents_fiend():
    """seed 000 §裝備魔法: an Equip Spell that names no side may equip an opponent's monster."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, "Dark Energy")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Energy")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Summoned Skull"]
    s.pick("target", skull)
    assert _atk_def(duel, skull) == (2800, 1500)


# ------------------------------------------------------------------ Invigoration
def test_invigoration_boosts_an_earth_monster():
    """seed 000 §裝備魔法: the equipped EARTH monster gains 400 ATK and loses 200 DEF."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf")            # LIGHT: not a legal target
    table.hand(0, "Invigoration")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Invigoration")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]
    s.pick("target", "Battle Ox")
    assert _atk_def(duel, ox) == (2100, 800)


def test_invigoration_destroyed_when_the_monster_is_turned_face_down():
    """seed 000 §裝備魔法: an Equip Spell whose monster turns face-down is destroyed. (A
    face-down monster also has no Attribute, so Invigoration's EARTH condition fails too: this
    test fails only if both rules go; the face-down rule alone is checked with Premature
    Burial, whose condition says nothing about faces: tests/rules/test_spell_trap_rules.py::
    test_an_equip_spell_without_a_face_up_condition_is_destroyed_when_its_monster_turns_face_down.)"""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Invigoration")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Invigoration")
    s.pick("target", "Battle Ox")
    s.pick("pass", player=1)                   # let the Equip resolve
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Battle Ox", player=1)
    assert ox.card(duel).position == "set"
    assert sorted(grave(duel, 0)) == ["Invigoration"] and grave(duel, 1) == ["Book of Moon"]


# ------------------------------------------------------------------------ Ookazi
def test_ookazi_deals_800_to_the_opponent():
    """seed 000 §通常魔法: Ookazi deals 800 damage to the opponent and goes to the GY."""
    table = Table(turn=3)
    table.hand(0, "Ookazi")
    duel = table.build()
    Script(duel).pick("activate", "Ookazi")
    assert duel.players[1].lp == 7200 and duel.players[0].lp == 8000
    assert grave(duel, 0) == ["Ookazi"]
    assert of_type(duel, "damage")[-1]["reason"] == "effect"


def test_ookazi_can_win_the_duel():
    """seed 000 §勝負判定條件: effect damage to 0 LP ends the duel."""
    table = Table(turn=3, lp=(8000, 800))
    table.hand(0, "Ookazi")
    duel = table.build()
    Script(duel).pick("activate", "Ookazi")
    assert duel.result["winner"] == 0 and duel.result["reason"] == "lp"


# ------------------------------------------------------------ The Inexperienced Spy
def test_inexperienced_spy_reveals_one_hand_card_to_the_activator_only():
    """The Inexperienced Spy: the activator picks a card of the opponent's hand by position
    (blind) and only the activator sees it."""
    table = Table(turn=3)
    table.hand(0, "The Inexperienced Spy")
    table.hand(1, "Battle Ox", "Dark Hole", "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Inexperienced Spy")
    request = s.expect(request="option", player=0)
    labels = [o.name for o in request.options]
    assert not any(name in label for label in labels for name in ("Battle Ox", "Dark Hole", "Mystical Elf"))
    s.pick("option", labels[1])
    reveal = of_type(duel, "reveal")[-1]
    assert event_for(reveal, 0)["name"] == "Dark Hole"
    assert "name" not in event_for(reveal, 1) and "name" not in event_for(reveal, None)
    assert len(duel.players[1].hand) == 3              # the card stays in the hand
    assert grave(duel, 0) == ["The Inexperienced Spy"]


def test_inexperienced_spy_needs_a_card_in_the_opponents_hand():
    """The Inexperienced Spy: with the opponent's hand empty it cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "The Inexperienced Spy")
    duel = table.build()
    assert not Script(duel).has("activate", "The Inexperienced Spy")


# ------------------------------------------------------------- Ancient Telescope
def test_ancient_telescope_shows_the_top_five_cards_privately():
    """Ancient Telescope: the activator sees the top 5 cards of the opponent's Deck; the
    Deck keeps its order."""
    names = ["Battle Ox", "Mystical Elf", "Dark Hole", "Celtic Guardian", "Koumori Dragon", "Summoned Skull"]
    table = Table(turn=3)
    table.hand(0, "Ancient Telescope")
    table.deck(1, names)
    duel = table.build()
    before = [c.uid for c in duel.players[1].deck]
    Script(duel).pick("activate", "Ancient Telescope")
    reveals = of_type(duel, "reveal")
    assert [event_for(e, 0)["name"] for e in reveals] == names[:5]
    assert all("name" not in event_for(e, 1) for e in reveals)
    assert [c.uid for c in duel.players[1].deck] == before
    assert grave(duel, 0) == ["Ancient Telescope"]


def test_ancient_telescope_with_a_short_deck_shows_what_is_there():
    """Ancient Telescope: "up to 5" — a 2-card Deck shows 2 cards."""
    table = Table(turn=3)
    table.hand(0, "Ancient Telescope")
    table.deck(1, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    Script(duel).pick("activate", "Ancient Telescope")
    assert [event_for(e, 0)["name"] for e in of_type(duel, "reveal")] == ["Battle Ox", "Mystical Elf"]


# ----------------------------------------------------------------- Just Desserts
def test_just_desserts_500_per_opponent_monster():
    """seed 000 §通常陷阱: Just Desserts counts the opponent's monsters at resolution
    (face-down ones too): 500 damage each."""
    table = Table(turn=4, turn_player=1)
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    table.monster(0, "Celtic Guardian")       # its controller's own monsters do not count
    table.hand(1, "Celtic Guardian")
    table.spell_trap(0, "Just Desserts")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Celtic Guardian", player=1)
    s.pick("activate", "Just Desserts", player=0)
    assert duel.players[1].lp == 6500 and duel.players[0].lp == 8000
    assert grave(duel, 0) == ["Just Desserts"]


def test_just_desserts_needs_an_opponent_monster():
    """Just Desserts: with no monster on the opponent's side it cannot be activated (its
    controller is never asked to respond to the opponent's Ookazi)."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Battle Ox")
    table.hand(1, "Ookazi")
    table.spell_trap(0, "Just Desserts")
    duel = table.build()
    Script(duel).pick("activate", "Ookazi", player=1)
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert duel.players[0].lp == 7200 and duel.players[1].lp == 8000
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Just Desserts"]
