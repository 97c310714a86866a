"""The state checks' whole-pass mark (round 26s, `Duel._phase_cards[11]`) beside negating
cards, face-down STATE cards and force_defense cards (docs/performance.md, round 27s). A check
makes no pass only where the pass could not have done anything (ENGINE.md §2):

- a negating card whose type reaches no tied card (Jinzo beside Premature Burial, a Spell):
  the relations step says "not negated" reading only the key, so the pass can be quiet; a
  negating card that reaches a tied card's type (Jinzo beside Call of the Haunted): never, but
  for a Spell or Trap whose negation reads only the key (Royal Decree beside Call of the
  Haunted: round 29s, `_negations_keyed`);
- Imperial Order: its upkeep was a STATE effect, asked only of a face-up card and only in a
  Standby Phase (its declared moment, round 28s); since round 52g it is an applied effect on
  the Standby Phase's happening (ordered with the phase's triggers, seed 004 §准备阶段), which
  the state checks never ask: the pass can be quiet beside it face-down or face-up, at every
  phase;
- a face-up Dragon Capture Jar (its `affects` declared to read only the printed Type) with no
  Dragon in Attack Position: quiet; a Dragon summoned in Attack Position afterwards is put in
  Defense Position at the next check. Level Limit - Area B reads the Level now: never quiet
  (round 26s's test).

An engine-internal check: the checks, their pass and the key are private."""

from duelist.engine import state as S
from duelist.testing.scenario import Table

from test_whole_quiet_state_check_pass_r26s import would_make_no_pass


def _quiet_twice(duel):
    for _ in range(2):
        before = len(duel.log)
        duel._state_checks()
        assert len(duel.log) == before


def _axe_on_ox(table):
    """Lucky Iron Axe equipped to Battle Ox: a pass that reads the key at every check."""
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=table.monster(0, "Battle Ox"))
    table.hand(1, "Book of Moon")


def test_jinzo_beside_an_equip_spell_lets_the_pass_be_quiet():
    table = Table(turn=3, turn_player=0, phase="main1")
    _axe_on_ox(table)
    table.monster(1, "Jinzo")
    duel = table.build()
    _quiet_twice(duel)
    assert duel._phase_cards[11] is True and would_make_no_pass(duel)
    assert [r.negated for r in duel.relations] == [False]


def test_royal_decree_beside_a_tied_trap_lets_the_pass_be_quiet():
    """Royal Decree negates Call of the Haunted's effect. Its negation has no condition and no
    `affects` of its own ("every other Trap": a card never negates itself, the engine's rule),
    and it is no monster (none is being summoned or doomed by battle): whether it applies reads
    only the key, so the pass can be quiet (round 29s), the tie recorded as negated."""
    table = Table(turn=3, turn_player=0, phase="main1")
    _axe_on_ox(table)
    table.spell_trap(1, "Royal Decree", face_down=False)
    coth = table.spell_trap(0, "Call of the Haunted", face_down=False)
    skull = table.monster(0, "Summoned Skull")
    duel = table.build()
    duel.relate("revived", coth.card(duel), skull.card(duel))
    _quiet_twice(duel)
    assert duel._phase_cards[11] is True and would_make_no_pass(duel)
    tie = [r for r in duel.relations if r.kind == "revived"][0]
    assert tie.negated is True


def test_imperial_order_set_or_face_up_lets_the_pass_be_quiet_at_every_phase():
    """Call of the Haunted's tie (a Trap: Imperial Order does not reach it) makes the pass read
    the key. Imperial Order's upkeep was a STATE effect declared to hold only in a Standby Phase
    (round 28s), so face-up the mark held its moments; since round 52g the upkeep is applied on
    the Standby Phase's happening, outside the state checks: face-down or face-up, the pass is
    quiet at every phase, the Standby Phase too."""
    for face_down in (True, False):
        table = Table(turn=3, turn_player=0, phase="main1")
        coth = table.spell_trap(0, "Call of the Haunted", face_down=False)
        skull = table.monster(0, "Summoned Skull")
        table.hand(1, "Book of Moon")
        table.spell_trap(1, "Imperial Order", face_down=face_down)
        duel = table.build()
        duel.relate("revived", coth.card(duel), skull.card(duel))
        _quiet_twice(duel)
        assert duel._phase_cards[11] is True
        assert would_make_no_pass(duel)
        duel.phase = S.PHASE_STANDBY
        assert would_make_no_pass(duel)


def test_dragon_capture_jar_with_no_dragon_in_attack_position_lets_the_pass_be_quiet():
    table = Table(turn=3, turn_player=0, phase="main1")
    _axe_on_ox(table)
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.deck(1, ["Blue-Eyes White Dragon"])
    duel = table.build()
    _quiet_twice(duel)
    assert duel._phase_cards[11] is True and would_make_no_pass(duel)
    [dragon] = [c for c in duel.cards if c.data.name == "Blue-Eyes White Dragon"]
    duel.special_summon(dragon, 1, S.FACEUP_ATTACK)
    assert not would_make_no_pass(duel)
    duel._state_checks()
    assert dragon.position == S.FACEUP_DEFENSE


def test_dragon_capture_jar_reaching_a_dragon_it_does_not_apply_to_keeps_every_pass():
    """A face-up Dragon Capture Jar whose activation never resolved applies nothing: a Dragon
    in Attack Position stays, and the pass (it asked which effects apply) is not quiet."""
    table = Table(turn=3, turn_player=0, phase="main1")
    _axe_on_ox(table)
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.deck(1, ["Blue-Eyes White Dragon"])
    duel = table.build()
    [jar] = [c for c in duel.cards if c.data.name == "Dragon Capture Jar"]
    [dragon] = [c for c in duel.cards if c.data.name == "Blue-Eyes White Dragon"]
    jar.activated = False
    duel._phase_cards[10] = None        # (`activated` changed on the field: no key holds)
    duel.special_summon(dragon, 1, S.FACEUP_ATTACK)
    _quiet_twice(duel)
    assert dragon.position == S.FACEUP_ATTACK
    assert duel._phase_cards[11] is False and not would_make_no_pass(duel)


def test_level_limit_with_no_monster_in_attack_position_lets_the_pass_be_quiet():
    """Level Limit - Area B reads the Level now, but with no monster in Attack Position the
    force step has nothing to ask (the positions are the key's); Summoned Skull special
    summoned in Attack Position afterwards is put in Defense Position at the next check."""
    table = Table(turn=3, turn_player=0, phase="main1")
    _axe_on_ox(table)
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.deck(1, ["Summoned Skull"])
    duel = table.build()
    _quiet_twice(duel)
    [ox] = [c for c in duel.cards if c.data.name == "Battle Ox"]
    assert ox.position == S.FACEUP_DEFENSE
    assert duel._phase_cards[11] is True and would_make_no_pass(duel)
    [skull] = [c for c in duel.cards if c.data.name == "Summoned Skull"]
    duel.special_summon(skull, 1, S.FACEUP_ATTACK)
    duel._state_checks()
    assert skull.position == S.FACEUP_DEFENSE
