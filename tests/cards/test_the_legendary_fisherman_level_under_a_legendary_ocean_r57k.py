"""The Legendary Fisherman (3643300, Level 5 WATER) and A Legendary Ocean (295517: a Field Spell
always named "Umi"; WATER monsters on the field and in the hands are 1 Level lower).

Sources, read in our words: the Fisherman's text (while Umi is face-up on the field, Spell effects
do not apply to it) and the Ocean's (its name is always "Umi"); yugioh-wiki.net 「効果を受けない」
(no effect of that card type applies to the monster: a Level change included). The shield is
the monster's on the field only: in the hand the Ocean's Level loss applies (a Level 4 there,
Normal Summoned without a Tribute), on the field it does not (Level 5 again). With its effect
negated by Skill Drain (a Trap), the Ocean's -1 applies on the field too. Our reading of the
two texts; no ruling found naming this pair (round 57k, extra.py `_level_now`)."""

from duelist.testing.scenario import Script, Table

FISH = "The Legendary Fisherman"
OCEAN = "A Legendary Ocean"


def _summon(skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, OCEAN)
    table.hand(0, FISH)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    fisherman = [c for c in duel.players[0].hand if c.name == FISH][0]
    hand_level = duel.level(fisherman)
    s.pick("summon", FISH)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    on_field = [c for c in duel.monsters(0) if c.name == FISH]
    return duel, hand_level, on_field


def test_the_legendary_fisherman_under_a_legendary_ocean_is_level_5_on_the_field():
    """Q: my A Legendary Ocean is face-up; I Normal Summon The Legendary Fisherman from my hand.
    A: in the hand it is Level 4 (no Tribute needed: it is summoned with none); on the field the
    Ocean is "Umi", so its Spell effects do not apply: the Fisherman is Level 5."""
    duel, hand_level, on_field = _summon()
    assert hand_level == 4
    assert len(on_field) == 1 and duel.level(on_field[0]) == 5


def test_the_legendary_fisherman_under_a_legendary_ocean_and_skill_drain_is_level_4():
    """Q: the same, but my opponent has a face-up Skill Drain. A: the Fisherman's shield is
    negated: the Ocean's -1 applies on the field too: Level 4."""
    duel, hand_level, on_field = _summon(skill_drain=True)
    assert hand_level == 4
    assert len(on_field) == 1 and duel.level(on_field[0]) == 4
