"""The state checks' key of quiet steps is carried across moves of cards that file no STATE
effect and no continuous tag (docs/performance.md, round 45s: engine/actions.py
`_carry_quiet_key`, asked by `_state_checks` where the whole pass's mark says quiet at the field
roles from before). A Normal Monster, or a monster with only a trigger effect (Sangan), summoned
or sent to the GY changes the field roles but nothing an Equip Card, a control bound to an Equip
Card or a relation's negation reads: the checks need not pass again for it.
ENGINE.md §2: after each action the state checks end lasting effects bound to an object that
is gone, destroy Equip Cards without a legal monster, settle controls bound to an Equip Card,
mark which related cards' effects are negated and hold positions (Level Limit - Area B); a check
may make no pass only where the pass could not have done anything. So:

- at every check of random duels on the four effect bench pairs where the key was carried and
  no pass made, the key is set aside and the real checks run: they must change nothing;
- an Equip Card's monster that is a Normal Monster still loses its Equip Card when it leaves,
  after a check that made no pass for another Normal Monster's move;
- a delayed effect bound to a Normal Monster "while it stays here" ends once that monster
  leaves (a move of a card that files nothing, like the first);
- Level Limit - Area B changes a Level 4 Normal Monster Special Summoned in Attack Position to
  Defense Position: the force step reads every monster in Attack Position, a Normal Monster
  too, so no key is carried beside a force_defense card;
- a control bound to Snatch Steal ends once Snatch Steal leaves, after a check that made no
  pass for a Normal Monster's move;
- Jinzo (a continuous effect that negates Traps) Special Summoned beside Call of the Haunted:
  the next check finds the tie negated (a card that files a continuous tag moved: no carry).

An engine-internal check: the checks, their pass and the key are private (the rulings'
outcomes are read from the cards)."""

from duelist.agents import RandomAgent, play_out
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.lasting import while_here
from duelist.testing.scenario import Script, Table

from state_check_oracle import PAIRS, count_passes, snapshot


SEEN = {"carried": 0, "passes": 0}


class Checked(Duel):
    """A duel that, at every check where the key was carried and the checks then made no
    pass, sets the key aside and runs the real checks, asserting they change nothing."""

    def _carry_quiet_key(self, roles):
        answer = Duel._carry_quiet_key(self, roles)
        if answer:
            SEEN["carried"] += 1
            before = snapshot(self)
            self._phase_cards[10] = None        # (the key set aside: a pass runs every step)
            Duel._state_checks(self)
            after = snapshot(self)
            assert after == before, (self.turn, len(self.answers), before, after)
            answer = False      # (the real checks ran: the caller goes on with a pass, quiet)
        return answer


def _play(cls, deck1, deck2, seed):
    duel = cls(deck1, deck2, seed=seed)
    play_out(duel, (RandomAgent(seed + 1), RandomAgent(seed + 2)))
    return duel


def test_every_check_that_carried_the_key_and_made_no_pass_would_have_changed_nothing():
    SEEN["carried"] = 0
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(4):
            _play(Checked, d1, d2, seed)
    assert SEEN["carried"] > 40, SEEN


def test_duels_with_the_oracle_log_as_without_it():
    for deck1, deck2 in PAIRS[1:]:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in (7,):
            assert _play(Duel, d1, d2, seed).log_digest() == _play(Checked, d1, d2, seed).log_digest(), (deck1, seed)


def _passes(duel):
    count_passes(duel, SEEN)


def _quiet_twice(duel):
    for _ in range(2):
        before = len(duel.log)
        duel._state_checks()
        assert len(duel.log) == before
    assert duel._phase_cards[11] is True


def test_an_equip_spell_keeps_its_quiet_key_when_a_normal_monster_moves_and_is_lost_with_its_monster():
    """Lucky Iron Axe equipped to Battle Ox, quiet. A second Battle Ox (a Normal Monster: it
    files nothing) sent from the field to the GY: the next check makes no pass, Axe stays. Then
    the equipped Battle Ox is sent to the GY: the next check destroys Lucky Iron Axe."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    axe = table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    other = table.monster(0, "Battle Ox")
    table.hand(1, "Book of Moon")      # (a card with a script: the checks look at the field)
    duel = table.build()
    ox, axe, other = ox.card(duel), axe.card(duel), other.card(duel)
    _quiet_twice(duel)
    _passes(duel)
    duel.send_to_grave([other])
    before = len(duel.log)
    duel._state_checks()
    assert SEEN["passes"] == 0 and len(duel.log) == before
    assert axe.location == S.SZONE
    duel.send_to_grave([ox])
    duel._state_checks()
    assert SEEN["passes"] >= 1
    assert "equip_lost" in [e["type"] for e in list(duel.log)[before:]]
    assert axe.location == S.GRAVE


def _delayed_while_here(duel, card, source):
    """A delayed effect (Premature Burial's "destroy the equipped monster") bound to `card`
    while it stays where it is."""
    index = next(i for i, e in enumerate(source.script.effects) if e.range == ("delayed",))
    return duel.start_lasting("delayed", while_here(card), delayed=(source.cid, index, 0))


def test_a_delayed_effect_bound_to_a_normal_monster_ends_when_that_monster_leaves():
    """A delayed effect lasts while Battle Ox stays on the field. Another Battle Ox leaving the
    field: no pass, the effect goes on. The Battle Ox it is bound to leaving (a card that
    files nothing, as the first): the next check ends the effect."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    other = table.monster(0, "Battle Ox")
    burial = table.hand(0, "Premature Burial")
    duel = table.build()
    ox, other = ox.card(duel), other.card(duel)
    (burial,) = [c for c in duel.players[0].hand if c.data.name == "Premature Burial"]
    entry = _delayed_while_here(duel, ox, burial)
    _quiet_twice(duel)
    _passes(duel)
    duel.send_to_grave([other])
    duel._state_checks()
    assert SEEN["passes"] == 0
    assert entry in duel.lingering
    duel.send_to_grave([ox])
    duel._state_checks()
    assert SEEN["passes"] >= 1
    assert entry not in duel.lingering


def test_level_limit_area_b_turns_a_normal_monster_summoned_in_attack_position():
    """Level Limit - Area B face-up, Kuriboh (Level 1) in Attack Position: quiet. Battle Ox
    (Level 4, a Normal Monster) Special Summoned in Attack Position: the next check changes it
    to Defense Position."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.monster(1, "Kuriboh")
    table.grave(0, "Battle Ox")
    table.hand(1, "Book of Moon")
    duel = table.build()
    _quiet_twice(duel)
    (ox,) = duel.players[0].grave
    assert duel.special_summon(ox, 0, S.FACEUP_ATTACK)
    assert ox.position == S.FACEUP_ATTACK
    duel._state_checks()
    assert ox.position == S.FACEUP_DEFENSE


def test_a_control_bound_to_snatch_steal_ends_when_it_leaves_after_a_normal_monster_moved():
    """Snatch Steal equipped to the opponent's Battle Ox: the first check takes it. Another
    Battle Ox sent to the GY: no pass. Snatch Steal sent to the GY: the next check gives the
    Battle Ox back."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(1, "Battle Ox")
    snatch = table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=ox)
    other = table.monster(0, "Battle Ox")
    table.hand(1, "Book of Moon")
    duel = table.build()
    ox, snatch, other = ox.card(duel), snatch.card(duel), other.card(duel)
    duel._state_checks()
    assert ox.controller == 0
    _quiet_twice(duel)
    _passes(duel)
    duel.send_to_grave([other])
    duel._state_checks()
    assert SEEN["passes"] == 0
    assert ox.controller == 0
    duel.send_to_grave([snatch])
    duel._state_checks()
    assert ox.controller == 1


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_a_monster_with_only_a_trigger_effect_moving_keeps_the_key():
    """Sangan files a trigger effect only (no STATE effect, no continuous effect: no step of
    the state checks reads it): Lucky Iron Axe on Battle Ox, quiet; Sangan sent from the field
    to the GY: the next check makes no pass, Lucky Iron Axe stays."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    axe = table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    sangan = table.monster(0, "Sangan")
    table.hand(1, "Book of Moon")
    duel = table.build()
    axe, sangan = axe.card(duel), sangan.card(duel)
    _quiet_twice(duel)
    _passes(duel)
    duel.send_to_grave([sangan])
    duel._state_checks()
    assert SEEN["passes"] == 0
    assert axe.location == S.SZONE


def test_jinzo_summoned_beside_call_of_the_haunted_negates_its_tie_at_the_next_check():
    """Call of the Haunted revived Summoned Skull: the tie (a relation) is not negated, and the
    checks are quiet. Jinzo (it files a continuous effect that negates Traps) Special Summoned
    by the opponent: the next check finds Call of the Haunted's effects negated."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.grave(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    (tie,) = duel.relations
    for _ in range(2):
        duel._state_checks()
    assert tie.negated is False and duel._phase_cards[11] is True
    (jinzo,) = duel.players[1].grave
    assert duel.special_summon(jinzo, 1, S.FACEUP_ATTACK)
    duel._state_checks()
    assert tie.negated is True
