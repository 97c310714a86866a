"""Round 17s (engine/actions.py, engine/turn.py): four questions the moves, the state checks
and the Main Phase menu now answer in place where the answer needs no call.

- A card leaving the field under a lasting "banish it when it leaves the field" (Plaguespreader
  Zombie) is banished wherever it would have gone; another card leaving at the same time is
  not (`_move` reads the lasting list itself instead of calling `_banished_on_leaving`).
- A face-up card sent from the field to the GY goes to the Extra Deck only if it is a
  Pendulum Monster (seed 000 §靈擺怪獸): `_move` asks `_pendulum_to_extra` only of a card with
  a Pendulum Scale.
- "You cannot Summon this turn" (Scapegoat's lasting rule, on its activating player only):
  no Normal or Special Summon for that player, Sets still allowed; the other player may
  (the Main Phase menu and `can_special_summon` read the lasting list before asking
  `_summon_lock`).
- A "when this card leaves" relation remembers whether its source is negated now: a Spell's
  relation is negated while Imperial Order (negate_spells) applies, not while only a card
  negating another card type is on the field (the state checks' relation step names the
  source's negating tag in place of `_negation_tag`).

Each test is a ruling where the answer decides the outcome."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

HIGH = "Flash Knight"       # a Pendulum Monster, scale 7 (tests/rules/test_pendulum.py)


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_plaguespreader_is_banished_when_it_leaves_and_the_monster_beside_it_goes_to_the_gy():
    """Plaguespreader Zombie revived by its own effect is banished when it leaves the field
    (a lasting rule on that object); Celtic Guardian, destroyed by the same Dark Hole, goes to
    the GY as usual: the rule names one card, not every card leaving with it."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    zombie = table.grave(0, "Plaguespreader Zombie")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Battle Ox", "Dark Hole")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Plaguespreader Zombie")
    s.pick("select", "Battle Ox")
    s.pick("option", "Defense Position", request="option")
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Plaguespreader Zombie"]
    assert [e.tag for e in duel.lingering if e.tag == "banish_on_leave"] == ["banish_on_leave"]
    s.pick("activate", "Dark Hole")
    _settle(duel, s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert zombie.card(duel).location == "banished"
    assert grave(duel, 0) == ["Dark Hole"] and grave(duel, 1) == ["Celtic Guardian"]


def test_plaguespreader_returned_to_the_hand_is_banished_instead():
    """The lasting rule applies wherever the card would go from the field, the hand too:
    Plaguespreader Zombie bounced by the plain move to the hand is banished."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    zombie = table.grave(0, "Plaguespreader Zombie")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Plaguespreader Zombie")
    s.pick("select", "Battle Ox")
    s.pick("option", "Defense Position", request="option")
    _settle(duel, s)
    card = zombie.card(duel)
    duel.to_hand([card])
    assert card.location == "banished" and duel.players[0].hand == []


def test_a_destroyed_pendulum_monster_goes_to_the_extra_deck_and_a_normal_monster_to_the_gy():
    """seed 000 §靈擺怪獸: Dark Hole destroys a face-up Pendulum Monster (Flash Knight) and a
    Normal Monster (Battle Ox) together: the Knight goes face-up to its owner's Extra Deck,
    the Ox to the GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    knight = table.monster(1, HIGH)
    table.monster(1, "Battle Ox")
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _settle(duel, s)
    card = knight.card(duel)
    assert card.location == "extra" and card.face_up
    assert grave(duel, 1) == ["Battle Ox"]


def test_scapegoat_bars_its_player_from_summoning_this_turn_but_not_from_setting():
    """Scapegoat: "You cannot Summon other monsters the turn you activate this card (but you
    can Normal Set)". After it resolves in player 0's Main Phase: the menu offers no Normal
    Summon of Battle Ox, but still its Set; player 0 may not Special Summon; player 1, whom
    the rule does not name, still may."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Scapegoat", "Battle Ox")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert s.has("summon", "Battle Ox")
    s.pick("activate", "Scapegoat")
    _settle(duel, s)
    assert len(duel.monsters(0)) == 4
    assert not s.has("summon", "Battle Ox") and s.has("set", "Battle Ox")
    ox = [c for c in duel.players[0].hand if c.name == "Battle Ox"][0]
    guardian = duel.players[1].hand[0]
    assert not duel.can_special_summon(ox, 0)
    assert duel.can_special_summon(guardian, 1)


def test_a_snatch_steal_relation_is_not_negated_by_a_card_that_negates_traps():
    """Snatch Steal equips the Summoned Skull it took (a relation whose source is a Spell).
    With Jinzo (it negates Traps, not Spells) face-up on the field, the state check leaves the
    relation not negated and the Skull with player 0."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=skull)
    table.monster(1, "Jinzo")
    duel = table.build()
    duel._state_checks()
    assert duel.relations and not any(r.negated for r in duel.relations)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == ["Jinzo"]


def test_a_snatch_steal_relation_is_negated_under_imperial_order():
    """The same Snatch Steal; player 1's Imperial Order (it negates Spells) resolves: at the
    state check the relation is negated and the Skull goes back to player 1."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=skull)
    table.spell_trap(1, "Imperial Order")
    duel = table.build()
    duel._state_checks()
    assert duel.relations and not any(r.negated for r in duel.relations)
    s = Script(duel)
    s.pick("activate", "Imperial Order", player=1, request="idle")
    _settle(duel, s)
    assert duel.relations and all(r.negated for r in duel.relations)
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []


def test_a_position_lock_card_binds_only_from_the_field():
    """Dragon Capture Jar ("face-up Dragon-Type monsters cannot change their battle
    positions") in the hand binds nothing: Koumori Dragon may change its position. Set on the
    field it binds nothing either (face-down). Face-up on the field it does: the Dragon is not
    offered the change, Battle Ox still is (the menu asks for the locks only where one can
    exist: the Jar on the field, or a lasting rule)."""
    table = Table(turn=3)
    table.hand(0, "Dragon Capture Jar")
    table.monster(0, "Koumori Dragon", position="defense")
    table.monster(0, "Battle Ox", position="defense")
    duel = table.build()
    s = Script(duel)
    assert s.has("change_position", "Koumori Dragon") and s.has("change_position", "Battle Ox")

    table = Table(turn=3)
    table.spell_trap(1, "Dragon Capture Jar")
    table.monster(0, "Koumori Dragon", position="defense")
    duel = table.build()
    assert Script(duel).has("change_position", "Koumori Dragon")

    table = Table(turn=3)
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.monster(0, "Koumori Dragon", position="defense")
    table.monster(0, "Battle Ox", position="defense")
    duel = table.build()
    s = Script(duel)
    assert s.has("change_position", "Battle Ox") and not s.has("change_position", "Koumori Dragon")


def test_a_lasting_position_lock_binds_with_no_lock_card_on_the_field():
    """seed 004 §战斗阶段中的卷回 / tests/rules/test_battle.py: a lasting rule (no card's
    continuous effect) keeps a monster from changing its position: with Dragon Capture Jar
    only in the Deck (the tag is in the duel, on no field card), the lasting rule alone
    still removes the monster's change from the next menu."""
    from duelist.engine.lasting import END_OF_TURN
    table = Table(turn=3)
    table.hand(0, "Dragon Capture Jar")
    ox = table.monster(0, "Battle Ox", position="defense")
    table.monster(0, "Celtic Guardian", position="defense")
    duel = table.build()
    s = Script(duel)
    assert s.has("change_position", "Battle Ox")
    card = ox.card(duel)
    duel.start_lasting("cannot_change_position", END_OF_TURN, card=card)
    s.pick("change_position", "Celtic Guardian", position="attack")     # the next menu
    assert duel.request.kind == "idle" and not s.has("change_position", "Battle Ox")
