"""The state checks' forced positions asked first of what the forcers' effects reach
(engine/actions.py `_forcers_reach`; round 21s of docs/performance.md). A face-up Level Limit -
Area B ("every face-up Level 4 or higher monster is changed to Defense Position") or Dragon
Capture Jar (every face-up Dragon) changes the monsters it affects to Defense Position at
each state check (ENGINE.md §2; seed 000 §永續魔法). The pass asks first whether the
force_defense effect of a face-up forcer reaches a monster in Attack Position at all (its
`affects`, a question); only then which of those effects apply now (`_applying`: the card
active, not negated, its condition). What applies is a subset of what is asked, so when
nothing is reached no position could change.

Judge's rulings, each from a position set up on the table:
- Level Limit - Area B face-up and Battle Ox (Level 4) in Attack Position: Battle Ox is
  changed to Defense Position at the check.
- Only Mystical Elf (Level 4, already in Defense Position) and Kuriboh (Level 1) in Attack
  Position: nothing changes, and the applying effects are not asked (an engine-internal count).
- Level Limit - Area B negated by Imperial Order (its Spell effects negated): Battle Ox stays
  in Attack Position (reached, but the effect does not apply).
- Dragon Capture Jar face-up: Blue-Eyes White Dragon in Attack Position is changed; Battle Ox
  beside it stays.
- The forcer leaves (Level Limit destroyed): Battle Ox summoned after stays in Attack Position.
- Whole duels: at every pass of random duels of the starter decks and Gravekeeper vs Burn
  (Dragon Capture Jar; Level Limit - Area B), where `_forcers_reach` says no, the applying
  effects reach no monster in Attack Position (the plain computation), and it said no and yes
  both many times."""

from duelist.engine import actions as A
from duelist.engine import state as S
from duelist.engine.chain import new_ctx
from duelist.engine.duel import Duel
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions


def _table(monsters, forcer="Level Limit - Area B", negator=None):
    table = Table(turn=3, turn_player=0, phase="main1")
    refs = [table.monster(1, name, position=position) for name, position in monsters]
    table.spell_trap(0, forcer, face_down=False)
    if negator is not None:
        table.spell_trap(0, negator, face_down=False)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    return duel, [ref.card(duel) for ref in refs]


def _counting_applying(monkeypatch):
    asked = []
    original = Duel._applying

    def applying(duel, tag):
        asked.append(tag)
        return original(duel, tag)
    monkeypatch.setattr(Duel, "_applying", applying)
    return asked


def test_a_level_4_monster_in_attack_position_is_changed():
    duel, (ox,) = _table([("Battle Ox", "attack")])
    duel._state_checks()
    assert ox.position == S.FACEUP_DEFENSE


def test_nothing_reached_asks_no_applying_effect(monkeypatch):
    duel, (elf, kuriboh) = _table([("Mystical Elf", "defense"), ("Kuriboh", "attack")])
    asked = _counting_applying(monkeypatch)
    duel._state_checks()
    assert elf.position == S.FACEUP_DEFENSE and kuriboh.position == S.FACEUP_ATTACK
    assert "force_defense" not in asked


def test_a_negated_level_limit_changes_nothing():
    duel, (ox,) = _table([("Battle Ox", "attack")], negator="Imperial Order")
    duel._state_checks()
    assert ox.position == S.FACEUP_ATTACK
    assert duel._forcers_reach(duel._field_roles()[8][2], [ox])      # reached, but it does not apply


def test_dragon_capture_jar_changes_only_the_dragon():
    duel, (dragon, ox) = _table([("Blue-Eyes White Dragon", "attack"), ("Battle Ox", "attack")],
                                forcer="Dragon Capture Jar")
    duel._state_checks()
    assert dragon.position == S.FACEUP_DEFENSE and ox.position == S.FACEUP_ATTACK


def test_the_forcer_gone_forces_nothing():
    duel, (kuriboh,) = _table([("Kuriboh", "attack")])
    limit = [c for c in duel.cards if c.data.name == "Level Limit - Area B"][0]
    duel.destroy([limit], "rule")
    duel._state_checks()
    ox = [c for c in duel.cards if c.data.name == "Mystical Elf" and c.location == S.DECK and c.owner == 1][0]
    duel.special_summon(ox, 1, S.FACEUP_ATTACK)
    duel._state_checks()
    assert ox.position == S.FACEUP_ATTACK and kuriboh.position == S.FACEUP_ATTACK


def test_no_reach_means_no_applying_effect_reaches(monkeypatch):
    said = {True: 0, False: 0}
    original = A.ActionsMixin._forcers_reach

    def checked(duel, forcers, attackers):
        answer = original(duel, forcers, attackers)
        said[answer] += 1
        if not answer:
            # the plain computation: the applying effects, each asked of each attacker
            for source, effect in duel._applying("force_defense"):
                ctx = new_ctx(duel, source, effect, source.controller)
                for monster in attackers:
                    assert not (monster.position == S.FACEUP_ATTACK and effect.affects(ctx, monster)), \
                        (source.data.name, monster.data.name)
        return answer
    monkeypatch.setattr(Duel, "_forcers_reach", checked)
    pairs = (("yugi-starter", "kaiba-starter"),
             ("goat_08_burn_lockdown_face_down_fury_2005", "goat_06_gravekeeper_mchale_2005"))
    for _duel, _where in random_decisions(pairs, seeds=range(4)):
        pass
    assert said[False] > 50 and said[True] > 3, said
