"""A Set card that files nothing keeps the state checks' key of quiet steps when its activation
turns it face-up (docs/performance.md, round 45s: engine/chain.py `_activate`; what each step
reads: engine/actions.py `_carry_quiet_key`). A Set Normal Trap or Spell turned face-up is read
by no step of the state checks: no STATE effect, no continuous effect, not an Equip Card, in no
relation. ENGINE.md §2: a check may make no pass only where the pass could not have done
anything. So:

- at every check of random duels on the four effect bench pairs where the mark and the key say
  no pass is needed, the key is set aside and the real checks run: they change nothing;
- Sakuretsu Armor (a Normal Trap) activated from its Set position beside a quiet Equip Card:
  the check in its chain makes no pass, and the Equip Card stays;
- Level Limit - Area B (a Continuous Trap: it files a force_defense effect) activated from its
  Set position: the checks look again, and once it resolves the monster in Attack Position it
  reaches is changed to Defense Position;
- a Set card that is in a relation: its activation empties the key (the relations step asks
  whether a source's effects are negated, which a face-down card's never are).

An engine-internal check: the checks, their pass and the key are private (the rulings'
outcomes are read from the cards)."""

from duelist.agents import RandomAgent, play_out
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.names import R
from duelist.testing.scenario import Script, Table

from state_check_oracle import PAIRS, count_passes, field_roles as _roles, snapshot, would_make_no_pass


SEEN = {"skipped": 0, "passes": 0}


class Checked(Duel):
    """At every check where the mark says no pass is needed, the key set aside and the real
    checks run: they must change nothing."""

    def _state_checks(self, roles=None):
        if not would_make_no_pass(self):
            return Duel._state_checks(self, roles)
        SEEN["skipped"] += 1
        before = snapshot(self)
        self._phase_cards[10] = None
        Duel._state_checks(self, roles)
        after = snapshot(self)
        assert after == before, (self.turn, len(self.answers), before, after)


def test_every_check_that_makes_no_pass_would_have_changed_nothing_more_seeds():
    SEEN["skipped"] = 0
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(4, 10):
            duel = Checked(d1, d2, seed=seed)
            play_out(duel, (RandomAgent(seed + 1), RandomAgent(seed + 2)))
    assert SEEN["skipped"] > 300, SEEN


def _count_passes(duel):
    count_passes(duel, SEEN)


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_a_set_normal_trap_activated_beside_a_quiet_equip_card_makes_no_pass():
    """Lucky Iron Axe on the opponent's Battle Ox, quiet. Player 0 attacks with Summoned Skull;
    the opponent activates Sakuretsu Armor from its Set position: turned face-up it files nothing
    and is in no relation, so the check of its chain makes no pass (the key holds); Summoned
    Skull is destroyed, Sakuretsu Armor goes to the GY, Lucky Iron Axe stays on its Battle Ox."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(1, "Battle Ox")
    axe = table.spell_trap(1, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    armor = table.spell_trap(1, "Sakuretsu Armor")
    skull = table.monster(0, "Summoned Skull")
    duel = table.build()
    ox, axe, armor, skull = ox.card(duel), axe.card(duel), armor.card(duel), skull.card(duel)
    for _ in range(2):
        duel._state_checks()
    assert duel._phase_cards[11] is True
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Summoned Skull", target="Battle Ox")
    passes = []
    original = duel._state_check_pass

    def watched(roles=None):
        passes.append((armor.location, armor.position, duel.just_resolved is not None))
        return original(roles)
    duel._state_check_pass = watched
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Summoned Skull", request="target")
    _settle(duel, s)
    assert armor.location == S.GRAVE and skull.location == S.GRAVE
    # (the checks while Sakuretsu Armor stood face-up in its chain made no pass; the one after
    # its link resolved does, as every check right after a resolution: a link just resolved)
    assert [p for p in passes if p[0] == S.SZONE and not p[2]] == [], passes
    assert axe.location == S.SZONE and duel.equipped_to(axe) is ox


def test_level_limit_area_b_activated_from_its_set_position_turns_a_monster():
    """Level Limit - Area B (it files a force_defense effect) activated from its Set position:
    once it resolves, the opponent's Summoned Skull (Level 6) in Attack Position is changed to
    Defense Position."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Level Limit - Area B")
    skull = table.monster(1, "Summoned Skull")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    duel = table.build()
    skull = skull.card(duel)
    for _ in range(2):
        duel._state_checks()
    s = Script(duel)
    s.pick("activate", "Level Limit - Area B", player=0, request="idle")
    _settle(duel, s)
    assert skull.position == S.FACEUP_DEFENSE


def test_a_set_card_in_a_relation_empties_the_key_when_activated():
    """A Set Sakuretsu Armor that is the source of a relation (made here by hand) turned
    face-up by its activation: the key of quiet steps holds no more."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    armor = table.spell_trap(1, "Sakuretsu Armor")
    skull = table.monster(0, "Summoned Skull")
    duel = table.build()
    armor, skull = armor.card(duel), skull.card(duel)
    duel.relate(R.SUMMONED, armor, skull)
    for _ in range(2):
        duel._state_checks()
    assert would_make_no_pass(duel)
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Summoned Skull", target="Battle Ox")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    assert armor.position == S.FACEUP
    assert duel._phase_cards[10] is not _roles(duel)
