"""Card texts by era: the GOAT preset plays the card texts in force in 2005 (pre-errata),
MR1-MR5 play today's. Sources: the 2005 TCG prints (Sangan and Witch of the Black Forest,
Legend of Blue Eyes / Metal Raiders; Ring of Destruction, Legacy of Darkness; Night
Assailant, Invasion of Chaos), as Goat-format players and EDOPro's pre-errata cards play them."""

import pytest

from duelist.cards.registry import cards_differing_in
from duelist.engine.rules import get_rules
from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _two_searchers_destroyed(rules, name, finds):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(1, name)
    table.monster(1, name)
    table.hand(0, "Dark Hole")
    table.deck(1, finds)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("chain_trigger", name, player=1, first=True)
    return duel, s


@pytest.mark.parametrize("name,finds", [("Sangan", ["Kozaky", "Mystical Elf"]),
                                        ("Witch of the Black Forest", ["Battle Ox", "Celtic Guardian"])])
def test_2005_searchers_have_no_once_per_turn_limit(name, finds):
    """2005 text: two copies sent from the field at once both search (no "once per turn")."""
    duel, s = _two_searchers_destroyed("GOAT", name, finds)
    s.pick("select", finds[0], player=1)
    s.pick("select", finds[1], player=1)
    assert sorted(hand(duel, 1)) == sorted(finds)


@pytest.mark.parametrize("name,finds", [("Sangan", ["Kozaky", "Mystical Elf"]),
                                        ("Witch of the Black Forest", ["Battle Ox", "Celtic Guardian"])])
def test_todays_searchers_search_once_per_turn(name, finds):
    """Today's text (MR5): only one of the two copies searches this turn."""
    duel, s = _two_searchers_destroyed("MR5", name, finds)
    s.pick("select", finds[0], player=1)
    assert hand(duel, 1) == [finds[0]]
    assert duel.request.kind == "idle" and duel.request.player == 0


@pytest.mark.parametrize("rules,locked", [("GOAT", False), ("MR5", True)])
def test_only_todays_sangan_locks_the_name_it_found(rules, locked):
    """Today's text adds "you cannot activate cards, or effects of cards, with that name for
    the rest of this turn" (a lingering player rule); the 2005 text has no such lock."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.hand(0, "Dark Hole")
    table.deck(0, ["Witch of the Black Forest", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("select", "Witch of the Black Forest", player=0)
    assert hand(duel, 0) == ["Witch of the Black Forest"]
    assert bool([e for e in of_type(duel, "lingering") if e["tag"] == "no_activate_name"]) is locked


def test_2005_ring_of_destruction_in_your_own_turn_on_any_face_up_monster():
    """2005 text: Ring of Destruction destroys any face-up monster (here the activating
    player's opponent's, in the activating player's own turn, ATK above the opponent's LP),
    and both players take damage equal to the ATK it had on the field (Necrovalley's +500
    counts), at the same time."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(8000, 1000))
    table.field_spell(1, "Necrovalley")
    table.monster(1, "Gravekeeper's Spear Soldier")      # 1500 + 500
    table.spell_trap(0, "Ring of Destruction")
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ring of Destruction", player=0)
    s.pick("target", "Gravekeeper's Spear Soldier", player=0)
    assert grave(duel, 1) == ["Gravekeeper's Spear Soldier"]
    assert sorted((e["player"], e["amount"]) for e in of_type(duel, "damage")) == [(0, 2000), (1, 2000)]
    assert duel.result["winner"] == 0


def test_2005_ring_of_destruction_on_your_own_monster_and_a_draw():
    """2005 text: your own monster may be the target; both players at 0 LP at once: a draw."""
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(2000, 2000))
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ring of Destruction", player=0)
    s.pick("target", "Summoned Skull", player=0)
    assert lp(duel) == (0, 0)
    assert duel.result["winner"] is None


def test_todays_ring_of_destruction_cannot_be_activated_in_your_own_turn():
    """Today's text (MR5): only during the opponent's turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Ring of Destruction")
    duel = table.build()
    assert not Script(duel).has("activate", "Ring of Destruction")


def test_2005_night_assailant_may_return_itself():
    """2005 text: the Flip monster returned from the GY may be that Night Assailant."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Night Assailant", "Graceful Charity")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    s.pick("select", "Night Assailant", player=0)
    s.pick("select", "Battle Ox", player=0)
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == ["Night Assailant"]
    s.pick("target", "Night Assailant")
    assert "Night Assailant" in hand(duel, 0)


def test_the_presets_choose_the_card_texts():
    """GOAT plays the 2005 texts; every Master Rule preset plays today's."""
    assert get_rules("GOAT").card_texts == "2005"
    assert {get_rules(n).card_texts for n in ("MR1", "MR2", "MR3", "MR4", "MR5")} == {"current"}


def test_the_cards_whose_2005_text_differs_are_listed_in_the_docs():
    """docs/cards.md lists every scripted card whose 2005 text differs."""
    from duelist.cards import db
    import os
    here = os.path.dirname(os.path.abspath(__file__))
    docs = open(os.path.join(here, "..", "..", "docs", "cards.md"), encoding="utf-8").read()
    names = [db.find_card(code).name for code in cards_differing_in("2005")]
    assert {"Sangan", "Witch of the Black Forest", "Ring of Destruction"} <= set(names)
    for name in names:
        assert name in docs, name


@pytest.mark.parametrize("rules,paid", [("GOAT", False), ("MR5", True)])
def test_imperial_order_upkeep_in_the_opponents_standby_phase_only_today(rules, paid):
    """Imperial Order, 2005 text (Pharaoh's Servant print): "pay 700 Life Points during each
    of your Standby Phases"; today's: "once per turn, during the Standby Phase", so also
    the opponent's (OCG ruling: its controller pays in both players' Standby Phases)."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="standby", lp=(8000, 1500))
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    assert lp(duel)[1] == (800 if paid else 1500)
    assert grave(duel, 1) == []


def test_2005_imperial_order_upkeep_in_its_controllers_own_standby_phase():
    """2005 text: in its controller's own Standby Phase the 700 LP are due (not optional),
    and with less than 700 LP it is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="standby", lp=(8000, 1500))
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    assert lp(duel)[1] == 800
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="standby", lp=(8000, 600))
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    assert lp(duel)[1] == 600 and grave(duel, 1) == ["Imperial Order"]


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_apprentice_magician_flip_summoned_places_a_spell_counter(rules):
    """Apprentice Magician, both texts: "when this card is Normal Summoned, Flip Summoned or
    Special Summoned", 1 Spell Counter on a face-up card that can hold one (not optional)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Apprentice Magician", position="set")
    breaker = table.monster(0, "Breaker the Magical Warrior")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Apprentice Magician")
    s.pick("target", "Breaker the Magical Warrior", request="target")
    assert duel.atk(breaker.card(duel)) == 1600 + 300


@pytest.mark.parametrize("rules,fetches", [("GOAT", False), ("MR5", True)])
def test_apprentice_magician_banished_by_macro_cosmos_fetches_only_today(rules, fetches):
    """Apprentice Magician destroyed by battle while Macro Cosmos banishes it instead of
    sending it to the GY: the 2005 text ("destroyed by battle and sent to the Graveyard")
    does not start; today's ("if this card is destroyed by battle") does."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.monster(0, "Apprentice Magician")
    table.deck(0, ["Magician of Faith", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Apprentice Magician")
    if fetches:
        s.pick("yes", request="yes_no", player=0)
        s.pick("select", "Magician of Faith")
        assert [(c.name, c.position) for c in duel.monsters(0)] == [("Magician of Faith", "set")]
    else:
        assert duel.monsters(0) == [] and not Script(duel).has("yes")
    assert [c.name for c in duel.players[0].banished] == ["Apprentice Magician"]


@pytest.mark.parametrize("rules,chains", [("GOAT", 2), ("MR5", 1)])
def test_sacred_phoenix_destroys_spells_and_traps_in_one_effect_only_today(rules, chains):
    """Sacred Phoenix of Nephthys, 2005 text (Flaming Eternity): the revival and "when this
    card is Special Summoned by this effect, destroy all Spell and Trap Cards" are two trigger
    effects, two chains; today's text: one effect, "Special Summon this card; if you do,
    destroy all Spells and Traps" (once per turn). Both destroy the Spells and Traps."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(0, "Sacred Phoenix of Nephthys")
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("end_turn")
    s.pick("end_turn", player=1)
    s.pick("option", "Attack Position", request="option", player=0)
    assert duel.turn == 5 and field_monsters(duel, 0) == ["Sacred Phoenix of Nephthys"]
    assert "Mirror Force" in grave(duel, 1) and "Swords of Revealing Light" in grave(duel, 0)
    assert len([e for e in of_type(duel, "chain") if e["name"] == "Sacred Phoenix of Nephthys"]) == chains
