"""The Legendary Fisherman (3643300) Tribute Summoned with no "Umi" on the field while the
opponent's Level Limit - Area B is face-up: it is in Defense Position from the moment it is on
the field, already when the opponent may answer the Summon (Solemn Judgment).

Sources, in our words: the Fisherman's text (Spell effects do not apply to it only while Umi is
face-up on the field); yugioh-wiki.net 《ホルスの黒炎竜 LV6》 (Level Limit - Area B's change
meets a monster the moment it is on the field, a monster being summoned included: so with no
shield it applies then); tests/cards/test_the_legendary_fisherman_summoned_under_level_limit_area_b_r57k.py
(with Umi it stays in Attack Position). (Round 58o: kills unaffected.py's mutant that lets a
summoned monster's conditional shield hold without its condition.)"""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table

FISH = "The Legendary Fisherman"


def test_the_legendary_fisherman_without_umi_is_in_defense_when_the_summon_can_be_answered():
    """Q: no Umi on the field; my opponent's Level Limit - Area B is face-up and they have a Set
    Solemn Judgment. I Tribute Summon The Legendary Fisherman in Attack Position. A: when my
    opponent is asked whether to answer the Summon, the Fisherman is already in face-up Defense
    Position (and it stays there once they pass)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox", position="defense")
    table.hand(0, FISH)
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", FISH)
    s.pick("tribute", "Battle Ox")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Solemn Judgment")
    [fisherman] = [c for c in duel.monsters(0) if c.name == FISH]
    assert fisherman.position == S.FACEUP_DEFENSE
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert fisherman.position == S.FACEUP_DEFENSE and fisherman.location == S.MZONE
