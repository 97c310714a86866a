"""Union monsters, one of the effect families with rules of their own that seed 004
§特殊效果怪兽 names (卡通 / 灵魂 / 同盟 "Union"). A Union monster's text gives it one ignition
effect, once per turn: equip itself from the Monster Zone, as an Equip Card, to an appropriate
face-up monster its controller controls, OR (while equipped) unequip itself and Special Summon
itself; while equipped it gives its bonus, and if the equipped monster would be destroyed it is
destroyed instead (a replacement, not optional). As any Equip Card it is destroyed when the
equipped monster leaves the field or turns face-down (seed 000 §裝備魔法).

The two eras (cards/common.py `union`, `UNION_2005`): today's text (MR1-MR5; the errata of
Structure Deck: Seto Kaiba, where Y-Dragon Head and Z-Metal Tank were reprinted) replaces the
monster's destruction by battle or by a card effect, summons it in face-up Attack or Defense
Position and lets a monster hold several Union monsters; the 2005 text (GOAT) replaces only a
destruction by battle, summons it in face-up Attack Position only, gives the bonus only while
its own effect equipped it, and a monster holds one Union monster at a time.

Cards: X-Head Cannon (a Normal Monster, 1800/1500), Y-Dragon Head (Union for X-Head Cannon,
+400 ATK/DEF), Z-Metal Tank (Union for X-Head Cannon or Y-Dragon Head, +600 ATK/DEF)."""

import pytest

from duelist.cards.common import activate
from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

X = "X-Head Cannon"
Y = "Y-Dragon Head"
Z = "Z-Metal Tank"


def _table(rules="MR5", *others, hand_cards=(), opponent=()):
    """Player 0's Main Phase 1: X-Head Cannon (zone 0) and `others` face-up in Attack
    Position; `opponent`'s monsters on player 1's field."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    x = table.monster(0, X, zone=0)
    for name in others:
        table.monster(0, name)
    for name in opponent:
        table.monster(1, name)
    if hand_cards:
        table.hand(0, *hand_cards)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table, x


def _equip(s, union, monster=X):
    s.pick("activate", union, request="idle")
    s.pick("target", monster)
    while s.expect().kind == "chain":
        s.pick("pass")
    s.expect("idle", player=0)


def _spells(duel, player=0):
    return [c.name for c in duel.players[player].szone if c is not None]


def _next_own_turn(s):
    s.end_turn()
    s.end_turn()
    s.expect("idle", player=0)


def _monster(duel, name, player=0):
    return [c for c in duel.players[player].mzone if c is not None and c.name == name][0]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_a_union_monster_equips_itself_to_its_monster_which_gains_the_bonus(rules):
    """Seed 004 §特殊效果怪兽 (Union): Y-Dragon Head's ignition effect targets X-Head Cannon and
    moves Y-Dragon Head from the Monster Zone to a Spell & Trap Zone as an Equip Card equipped
    to it; X-Head Cannon gains 400 ATK and DEF (1800/1500 -> 2200/1900)."""
    table, x = _table(rules, Y)
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    assert field_monsters(duel, 0) == [X]
    assert _spells(duel) == [Y]
    union = duel.players[0].szone[0]
    assert duel.equipped_to(union) is x.card(duel)
    assert (duel.atk(x.card(duel)), duel.defense(x.card(duel))) == (2200, 1900)
    assert [e["name"] for e in of_type(duel, "equip")] == [Y]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_equip_or_unequip_once_per_turn_not_both(rules):
    """Seed 004 §特殊效果怪兽 (Union): once per turn, equip OR unequip. Equipped this turn, it
    cannot be unequipped until the next turn; unequipped then, it cannot be equipped again that
    turn, though it is a new card on the field (the limit goes with the card its own effect
    moved)."""
    table, _ = _table(rules, Y)
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    assert not s.has("activate", Y)
    _next_own_turn(s)
    s.pick("activate", Y)
    if rules == "MR5":
        s.pick("option", "Attack Position")
    s.expect("idle", player=0)
    assert sorted(field_monsters(duel, 0)) == [X, Y]
    assert _spells(duel) == []
    assert not s.has("activate", Y)
    _next_own_turn(s)
    assert s.has("activate", Y)


def test_today_the_unequipped_union_is_summoned_in_the_position_its_controller_picks():
    """Seed 004 §特殊效果怪兽 (Union), today's text: "unequip this card and Special Summon it" -
    face-up Attack or Defense Position (seed 000 §特殊召喚), its controller's choice."""
    table, x = _table("MR5", Y)
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    _next_own_turn(s)
    s.pick("activate", Y)
    s.pick("option", "Defense Position")
    assert _monster(duel, Y).position == S.FACEUP_DEFENSE
    assert duel.atk(x.card(duel)) == 1800
    assert of_type(duel, "special_summon")[-1]["from"] == S.SZONE


def test_2005_the_unequipped_union_is_summoned_in_face_up_attack_position():
    """Seed 004 §特殊效果怪兽 (Union), the 2005 text: "Special Summon this card in face-up Attack
    Position" - no question is asked."""
    table, x = _table("GOAT", Y)
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    _next_own_turn(s)
    s.pick("activate", Y)
    s.expect("idle", player=0)
    assert _monster(duel, Y).position == S.FACEUP_ATTACK
    assert duel.atk(x.card(duel)) == 1800


def test_a_union_equips_only_to_the_monsters_its_text_names():
    """Seed 004 §特殊效果怪兽 (Union): only to an appropriate monster its controller controls:
    Z-Metal Tank to X-Head Cannon or Y-Dragon Head (not Celtic Guardian, not the opponent's
    X-Head Cannon); Y-Dragon Head only to X-Head Cannon."""
    table, x = _table("MR5", Y, Z, "Celtic Guardian", opponent=(X,))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Z)
    assert sorted(o.name for o in s.options("target")) == [X, Y]
    s.pick("target", Y)
    assert (duel.atk(_monster(duel, Y)), duel.defense(_monster(duel, Y))) == (2100, 2200)
    s.pick("activate", Y)
    assert [o.card for o in s.options("target")] == [x.uid(duel)]


def test_a_union_with_no_appropriate_monster_offers_nothing():
    """Seed 004 §特殊效果怪兽 (Union): with no X-Head Cannon it controls, Y-Dragon Head has
    nothing to equip to (a target is needed): its effect is not offered."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, Y)
    table.monster(0, "Celtic Guardian")
    table.monster(1, X)
    duel = table.build()
    assert not Script(duel).has("activate", Y)


def test_2005_a_monster_holds_one_union_at_a_time():
    """Seed 004 §特殊效果怪兽 (Union), the 2005 text: "1 monster can only be equipped with 1
    Union Monster at a time": with Y-Dragon Head equipped to X-Head Cannon, Z-Metal Tank has no
    monster to equip to."""
    table, _ = _table("GOAT", Y, Z)
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    assert not s.has("activate", Z)


def test_today_a_monster_may_hold_two_unions():
    """Seed 004 §特殊效果怪兽 (Union), today's text (no "1 Union monster at a time" since the
    Structure Deck: Seto Kaiba errata): Z-Metal Tank joins Y-Dragon Head on X-Head Cannon,
    which gains both bonuses (1800 + 400 + 600)."""
    table, x = _table("MR5", Y, Z)
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    _equip(s, Z)
    assert sorted(_spells(duel)) == [Y, Z]
    assert (duel.atk(x.card(duel)), duel.defense(x.card(duel))) == (2800, 2500)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_the_union_is_destroyed_instead_when_its_monster_would_be_destroyed_by_battle(rules):
    """Seed 004 §特殊效果怪兽 (Union), both texts: X-Head Cannon (2200 with Y-Dragon Head) attacks
    Blue-Eyes White Dragon (3000): it would be destroyed by battle, so Y-Dragon Head is destroyed
    instead (not optional: no question); X-Head Cannon stays, its controller takes the 800
    battle damage."""
    table, _ = _table(rules, Y, opponent=("Blue-Eyes White Dragon",))
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    s.pick("battle")
    s.pick("attack", X, target="Blue-Eyes White Dragon")
    s.expect("battle", player=0)
    assert field_monsters(duel, 0) == [X]
    assert grave(duel, 0) == [Y]
    assert lp(duel) == (7200, 8000)
    replaced = of_type(duel, "destroy_replaced")
    assert [e["name"] for e in replaced] == [Y]
    assert duel.atk(_monster(duel, X)) == 1800


def test_today_the_union_is_destroyed_instead_when_dark_hole_would_destroy_its_monster():
    """Seed 004 §特殊效果怪兽 (Union), today's text ("destroyed by battle or card effect"): Dark
    Hole destroys every monster; Y-Dragon Head, an Equip Card in the Spell & Trap Zone, is not
    one of them, so it can be destroyed instead of X-Head Cannon, which stays (the replacement
    needs a card the same destruction does not already destroy: engine/destruction.py). The
    opponent's monster is destroyed."""
    table, _ = _table("MR5", Y, hand_cards=("Dark Hole",), opponent=("Blue-Eyes White Dragon",))
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    s.pick("activate", "Dark Hole")
    s.expect("idle", player=0)
    assert field_monsters(duel, 0) == [X]
    assert sorted(grave(duel, 0)) == ["Dark Hole", Y]
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"]


def test_2005_the_union_does_not_replace_a_destruction_by_a_card_effect():
    """Seed 004 §特殊效果怪兽 (Union), the 2005 text ("destroyed as a result of battle" only): Dark
    Hole destroys X-Head Cannon; Y-Dragon Head, an Equip Card whose monster left the field, is
    then destroyed too (seed 000 §裝備魔法)."""
    table, _ = _table("GOAT", Y, hand_cards=("Dark Hole",))
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    s.pick("activate", "Dark Hole")
    s.expect("idle", player=0)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Dark Hole", X, Y]
    assert of_type(duel, "destroy_replaced") == []


def test_the_union_is_destroyed_when_its_monster_turns_face_down():
    """Seed 004 §特殊效果怪兽 (Union) and seed 000 §裝備魔法: as any Equip Card, the Union is
    destroyed when the equipped monster turns face-down (Book of Moon on X-Head Cannon), at once;
    Book of Moon, resolved, waits on the field until its chain has resolved and reaches the GY
    after it (yomifrog.lima-city.de Extended Game Mechanics ch. 6, "Resolving a Chain";
    yugioh.lastdraw.com "Normal Spell Card")."""
    table, x = _table("MR5", Y, hand_cards=("Book of Moon",))
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    s.pick("activate", "Book of Moon")
    s.pick("target", X)
    s.expect("idle", player=0)
    assert not x.card(duel).face_up
    assert _spells(duel) == []
    assert grave(duel, 0) == [Y, "Book of Moon"]


def _equipped_table(rules, monsters=(), turn_player=0):
    """X-Head Cannon (zone 0) with Y-Dragon Head equipped (set up so), `monsters` beside it."""
    table = Table(rules=rules, turn=3, turn_player=turn_player, phase="main1")
    x = table.monster(0, X, zone=0)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    for name in monsters:
        table.monster(0, name)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table, x


def test_the_union_is_destroyed_when_its_monster_leaves_the_field():
    """Seed 004 §特殊效果怪兽 (Union) and seed 000 §裝備魔法: X-Head Cannon returned to the hand
    (Compulsory Evacuation Device: not a destruction, so nothing to replace): Y-Dragon Head,
    its Equip Card, is destroyed."""
    table, _ = _equipped_table("MR5", turn_player=1)
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", X, player=1)
    s.expect("idle", player=1)
    assert hand(duel, 0) == [X]
    assert grave(duel, 0) == [Y]
    assert [e["name"] for e in of_type(duel, "destroyed")] == [Y]


def test_heavy_storm_destroys_the_union_as_an_equip_card():
    """Seed 004 §特殊效果怪兽 (Union): equipped, the Union is a card in the Spell & Trap Zone,
    destroyed by what destroys Spells and Traps (Heavy Storm); X-Head Cannon loses the bonus."""
    table, x = _table("MR5", Y, hand_cards=("Heavy Storm",))
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    s.pick("activate", "Heavy Storm")
    s.expect("idle", player=0)
    assert sorted(grave(duel, 0)) == ["Heavy Storm", Y]
    assert duel.atk(x.card(duel)) == 1800


@pytest.mark.parametrize("others,offered", [(3, True), (4, False)])
def test_a_union_cannot_unequip_without_a_free_monster_zone(others, offered):
    """Seed 004 §特殊效果怪兽 (Union): the unequip Special Summons it, so it needs a free Main
    Monster Zone: beside five monsters its controller cannot activate it, beside four it can."""
    table, _ = _equipped_table("MR5", ["Celtic Guardian"] * others)
    duel = table.build()
    assert Script(duel).has("activate", Y) is offered


def _destroy_every_other_card(ctx):
    cards = [c for c in ctx.monsters("both") + ctx.spells_traps("both") if c is not ctx.card]
    yield from ctx.destroy(cards)


def test_the_union_replaces_nothing_when_the_same_effect_destroys_it_too(monkeypatch):
    """Seed 004 §特殊效果怪兽 (Union), with the rulings on destruction substitutes: the card
    destroyed instead must be one the same destruction does not destroy already. An effect that
    destroys every card on the field (Heavy Storm as a test stand-in: no card of the pool does)
    destroys Y-Dragon Head with X-Head Cannon: nothing is replaced, both go."""
    stand_in(monkeypatch, "Heavy Storm", [activate(_destroy_every_other_card)])
    table, _ = _table("MR5", Y, hand_cards=("Heavy Storm",))
    duel = table.build()
    s = Script(duel)
    _equip(s, Y)
    s.pick("activate", "Heavy Storm")
    s.expect("idle", player=0)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Heavy Storm", X, Y]
    assert of_type(duel, "destroy_replaced") == []


def test_an_equipped_union_is_a_spell_card_that_de_spell_can_target():
    """Seed 004 §特殊效果怪兽 (Union): equipped, the Union is an Equip Spell Card: De-Spell
    ("target 1 Spell on the field") can target it and destroys it."""
    table = Table(rules="MR5", turn=3, turn_player=1, phase="main1")
    x = table.monster(0, X, zone=0)
    table.spell_trap(0, Y, face_down=False, equipped_to=x)
    table.hand(1, "De-Spell")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "De-Spell", player=1)
    s.pick("target", Y, player=1)
    s.expect("idle", player=1)
    assert grave(duel, 0) == [Y]
    assert field_monsters(duel, 0) == [X]


def _equip_my_y_dragon_head_to_x_head_cannon(ctx):
    """(Stand-in: another card's effect makes Y-Dragon Head, from the Monster Zone, an Equip Card
    equipped to X-Head Cannon.)"""
    y = [c for c in ctx.monsters("me") if c.name == Y][0]
    x = [c for c in ctx.monsters("me") if c.name == X][0]
    if ctx.place_in_spell_zone(y, "equip"):
        ctx.equip(y, x)


def test_2005_a_union_equipped_by_another_effect_gives_no_bonus(monkeypatch):
    """Seed 004 §特殊效果怪兽 (Union), the 2005 text (GOAT): "while equipped to a monster by this
    card's effect" it gives 400 ATK/DEF. Equipped to X-Head Cannon by another card's effect
    (Heavy Storm as a test stand-in: no card of the pool equips a monster so), Y-Dragon Head is
    an Equip Card of X-Head Cannon but gives no bonus: 1800/1500 stay."""
    stand_in(monkeypatch, "Heavy Storm", [activate(_equip_my_y_dragon_head_to_x_head_cannon)])
    table, x = _table("GOAT", Y, hand_cards=("Heavy Storm",))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm")
    s.expect("idle", player=0)
    assert _spells(duel) == [Y]
    union = [c for c in duel.players[0].szone if c is not None][0]
    assert duel.equipped_to(union) is x.card(duel)
    assert (duel.atk(x.card(duel)), duel.defense(x.card(duel))) == (1800, 1500)


def test_a_union_cannot_equip_to_a_face_down_monster():
    """Seed 004 §特殊效果怪兽 (Union): "target 1 face-up X-Head Cannon you control": a face-down
    X-Head Cannon shows no name and is no target, so with it the only one, Y-Dragon Head's
    equip is not offered."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, X, position="set")
    table.monster(0, Y)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    assert not Script(duel).has("activate", Y)


def _answered_equip(response):
    """Y-Dragon Head (turn 3, player 0) targets the X-Head Cannon in zone 0 with its equip; player
    1 answers with the Set `response` on X-Head Cannon; a second X-Head Cannon (zone 1) stays
    an appropriate monster."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    x = table.monster(0, X, zone=0)
    table.monster(0, X, zone=1)
    table.monster(0, Y, zone=2)
    table.spell_trap(1, response, face_down=True)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y, request="idle")
    s.pick("target", x.uid(duel))
    s.pick("activate", response, player=1)
    s.pick("target", x.uid(duel), player=1)
    _settle(s)
    return duel, s


def _settle(s):
    for _ in range(8):
        if s.expect().kind != "chain":
            break
        s.pick("pass")
    s.expect("idle", player=0)


def test_a_union_whose_target_was_turned_face_down_in_answer_stays_and_has_used_its_turn():
    """Seed 004 §特殊效果怪兽 (Union): the equip targets a face-up X-Head Cannon; Book of Moon in
    answer turns it face-down, so at resolution it is no appropriate monster and Y-Dragon Head
    stays a monster in the Monster Zone. Its effect was activated all the same: "once per turn"
    is spent, and it cannot try again this turn on the other X-Head Cannon."""
    duel, s = _answered_equip("Book of Moon")
    assert sorted(field_monsters(duel, 0)) == [X, X, Y]
    assert _spells(duel) == []
    assert not s.has("activate", Y)


def test_a_union_whose_target_left_the_field_in_answer_stays_a_monster():
    """Seed 004 §特殊效果怪兽 (Union): the targeted X-Head Cannon returned to the hand by
    Compulsory Evacuation Device before the equip resolves: the equip has no monster and does
    nothing; Y-Dragon Head stays in the Monster Zone."""
    duel, s = _answered_equip("Compulsory Evacuation Device")
    assert sorted(field_monsters(duel, 0)) == [X, Y]
    assert hand(duel, 0) == [X]
    assert _spells(duel) == []


def test_a_union_whose_target_changed_control_in_answer_is_not_equipped():
    """Seed 004 §特殊效果怪兽 (Union): the equip targets "1 X-Head Cannon you control". Player 1
    answers with Enemy Controller (Tributing Celtic Guardian) and takes control of X-Head
    Cannon: at resolution it is no monster of Y-Dragon Head's controller, so nothing is
    equipped and Y-Dragon Head stays in the Monster Zone."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    x = table.monster(0, X)
    table.monster(0, Y)
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Enemy Controller", face_down=True)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y, request="idle")
    s.pick("target", X)
    steal = [o for o in duel.request.options if o.kind == "activate" and o.name == "Enemy Controller"
             and o.effect == 1]
    assert duel.request.player == 1 and len(steal) == 1
    duel.answer(steal[0])
    s.pick("select", "Celtic Guardian", player=1)
    s.pick("target", x.uid(duel), player=1)
    _settle(s)
    assert field_monsters(duel, 1) == [X]
    assert field_monsters(duel, 0) == [Y]
    assert _spells(duel) == [] and _spells(duel, 1) == []
    assert of_type(duel, "equip") == []


def test_a_union_that_left_the_field_and_came_back_in_the_chain_is_not_equipped():
    """Seed 004 §特殊效果怪兽 (Union), with seed 000's rule that a card that leaves the field is
    a new card: Y-Dragon Head's equip (chain link 1) is answered by its own player's Enemy
    Controller, Tributing Y-Dragon Head as its cost (link 2), and Call of the Haunted brings
    it back (link 3). The Y-Dragon Head on the field is not the one whose effect was activated:
    link 1 equips nothing and it stays a monster."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    x = table.monster(0, X)
    table.monster(0, Y)
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Enemy Controller")
    table.spell_trap(0, "Call of the Haunted", face_down=True)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", Y, request="idle")
    s.pick("target", x.uid(duel))
    steal = [o for o in duel.request.options if o.kind == "activate" and o.name == "Enemy Controller"
             and o.effect == 1]
    assert duel.request.player == 0 and len(steal) == 1
    duel.answer(steal[0])
    s.pick("select", Y, player=0)
    s.pick("target", "Celtic Guardian", player=0)
    if duel.request.player == 1:
        s.pick("pass", player=1)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", Y, player=0)
    _settle(s)
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", X, Y]
    assert _spells(duel) == ["Call of the Haunted"]
    assert of_type(duel, "equip") == []
