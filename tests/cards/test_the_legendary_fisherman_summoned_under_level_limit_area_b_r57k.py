"""The Legendary Fisherman (3643300) summoned while "Umi" is face-up and the opponent's Level Limit -
Area B (a Continuous Spell: face-up Level 4 or higher monsters are changed to Defense Position) is
face-up.

Sources, in our words: the Fisherman's text (while Umi is face-up on the field, Spell effects do
not apply to it; MRL-061 and today's read the same); yugioh-wiki.net 「効果を受けない」 (no effect of
that card type applies to the monster) and 《ホルスの黒炎竜 LV6》 (a monster unaffected by Spell
effects stays in Attack Position under Level Limit - Area B, summoned under it included: the
Spell's change meets the shield the moment the monster is on the field). The Fisherman's shield
holds only while Umi is there, so with no Umi, or with the shield negated by Skill Drain (a
Trap), the Spell's change applies. Our reading of the shield's timing is the Horus LV6 ruling's,
applied to a conditional shield (engine/unaffected.py).
"""

from duelist.engine import state as S
from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

FISH = "The Legendary Fisherman"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _summon_fisherman(umi=True, skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    if umi:
        table.field_spell(0, "Umi")
    table.monster(0, "Battle Ox", position="defense")
    table.hand(0, FISH)
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", FISH)
    s.pick("tribute", "Battle Ox")
    _pass(s)
    fisherman = [c for c in duel.monsters(0) if c.name == FISH]
    assert len(fisherman) == 1
    return duel, s, fisherman[0]


def test_the_legendary_fisherman_summoned_with_umi_stays_in_attack_position_under_level_limit():
    """Q: Umi is face-up; my opponent's Level Limit - Area B is face-up; I Tribute Summon The
    Legendary Fisherman (Level 5) in Attack Position. A: the Spell's change does not apply to it:
    it stays in face-up Attack Position and may attack: directly, 1850 damage (a Warrior gains
    nothing from Umi)."""
    duel, s, fisherman = _summon_fisherman()
    assert fisherman.position == S.FACEUP_ATTACK
    assert duel.atk(fisherman) == 1850
    s.pick("battle")
    s.pick("attack", FISH, target="player")
    _pass(s)
    assert lp(duel) == (8000, 8000 - 1850)


def test_the_legendary_fisherman_summoned_without_umi_is_changed_to_defense_position():
    """Q: no Umi on the field; same summon under my opponent's Level Limit - Area B. A: the
    Fisherman has no shield: it is changed to face-up Defense Position."""
    _, _, fisherman = _summon_fisherman(umi=False)
    assert fisherman.position == S.FACEUP_DEFENSE


def test_the_legendary_fisherman_summoned_with_umi_under_skill_drain_is_changed_to_defense():
    """Q: Umi is face-up, but my opponent also has a face-up Skill Drain; I summon the Fisherman
    under Level Limit - Area B. A: Skill Drain negates the Fisherman's shield: Level Limit -
    Area B changes it to face-up Defense Position."""
    _, _, fisherman = _summon_fisherman(skill_drain=True)
    assert fisherman.position == S.FACEUP_DEFENSE
