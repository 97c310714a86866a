"""The Legendary Fisherman (3643300): judge questions on its Umi condition (round 57v review).

Sources, in our words: the card's texts (MRL-061, 2002, and today's: while Umi is on the field it
is unaffected by Spells and cannot be attacked; "Umi" on either side of the field, the text does
not say whose); pojo.com, "The Legendary Fisherman, LoD, and YOU" (2003): with A Legendary Ocean
face-up the Fisherman gets no +200 from it, being unaffected by that Spell;
edo-hrzic.com Card of the Week 14 (2002): the protection is the face-up Fisherman's, a face-down
one is destroyed by Dark Hole as any other; yugioh-wiki.net 《伝説のフィッシャーマン》 (OCG text
「「海」がフィールド上に表側表示で存在する限り」): a Set Field Spell is no "Umi on the field"."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

FISH = "The Legendary Fisherman"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack_targets(duel, attacker):
    return sorted(str(o.target_name if o.target != "player" else "player")
                  for o in duel.request.options if o.kind == "attack" and o.name == attacker)


def test_the_legendary_fisherman_gets_nothing_from_a_legendary_ocean():
    """Q: my A Legendary Ocean (treated as Umi; WATER monsters +200 ATK/DEF) is face-up beside my
    Fisherman (WATER, 1850/1600) and my Mother Grizzly (WATER, 1400/1000). A: the Fisherman stays
    at 1850/1600 -- it is unaffected by the Spell that shields it -- while Mother Grizzly has
    1600/1200 (both eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.field_spell(0, "A Legendary Ocean")
        fish = table.monster(0, FISH)
        grizzly = table.monster(0, "Mother Grizzly")
        duel = table.build()
        assert (duel.atk(fish.card(duel)), duel.defense(fish.card(duel))) == (1850, 1600), rules
        assert (duel.atk(grizzly.card(duel)), duel.defense(grizzly.card(duel))) == (1600, 1200), rules


def test_the_legendary_fisherman_shielded_by_the_opponents_umi():
    """Q: the Umi is my opponent's, not mine; my Fisherman is my only monster and their Battle Ox
    attacks. A: the Umi on their side counts the same: the Fisherman cannot be attacked, only I
    can be, directly."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(1, "Umi")
    table.monster(0, FISH)
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert _attack_targets(duel, "Battle Ox") == ["player"]


def test_the_legendary_fisherman_set_umi_does_not_count():
    """Q: my Umi is Set face-down in the Field Zone. A: it is not face-up on the field: Battle Ox
    may attack the Fisherman, and no direct attack is offered."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "Umi", face_down=True)
    table.monster(0, FISH)
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert _attack_targets(duel, "Battle Ox") == [FISH]


def test_the_legendary_fisherman_face_down_is_destroyed_by_dark_hole():
    """Q: with Umi face-up, my Fisherman is face-down in Defense Position when my opponent
    activates Dark Hole. A: a face-down monster has no effect to apply: it is destroyed; Umi
    stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(0, "Umi")
    fish = table.monster(0, FISH, position="set")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _pass_all(duel, s)
    assert fish.card(duel).location == S.GRAVE
    assert grave(duel, 0) == [FISH] and grave(duel, 1) == ["Dark Hole"]
