"""Princess of Tsurugi (51371017): Flip effect: the opponent takes 500 damage for each Spell and
Trap Card they control.

Sources: the card's texts read in our words (the 2005 print, Magic Ruler MRD-086, and today's do
the same: no ERAS entry); yugioh-wiki.net 《剣の女王》: the cards are counted as the effect
resolves, face-down Set cards and a Field Spell included; a Flip effect, so it is activated
whether the monster is Flip Summoned or flipped face-up by an attack (seed 000 §反轉效果); a Trap
activated in answer stays on the field until its chain has resolved (seed 000 §陷阱卡), so it is
still counted when the Princess's effect, chain link 1, resolves (docs/rules-coverage.md: the
resolved cards wait for the chain's end since round 55z)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

PRINCESS = "Princess of Tsurugi"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _until_on_chain(s, name):
    """Pass until `name`'s effect is chain link 1 (the summon's own window comes first)."""
    while not any(e["type"] == "chain" and e["name"] == name for e in s.duel.log):
        s.pick("pass")


def test_princess_of_tsurugi_counts_set_cards_and_a_field_spell():
    """Q: I Flip Summon Princess of Tsurugi; my opponent has two Set cards and a face-up Field
    Spell (Mountain). A: 3 cards: 1500 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, PRINCESS, position="set")
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.field_spell(1, "Mountain")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", PRINCESS)
    _resolve(s)
    assert lp(duel) == (8000, 6500)


def test_princess_of_tsurugi_with_no_spell_or_trap_deals_nothing():
    """Q: I Flip Summon Princess of Tsurugi while my opponent controls no Spell or Trap (my own Set
    card does not count). A: no damage at all."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, PRINCESS, position="set")
    table.spell_trap(0, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", PRINCESS)
    _resolve(s)
    assert lp(duel) == (8000, 8000)
    assert not [e for e in duel.log if e["type"] == "damage"]


def test_princess_of_tsurugi_flipped_by_an_attack():
    """Q: my opponent's Battle Ox (1700) attacks my Set Princess of Tsurugi (700 DEF); my opponent
    controls one Set card. A: she is destroyed, but her Flip effect still resolves after damage
    calculation: my opponent takes 500."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    princess = table.monster(0, PRINCESS, position="set")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=princess, request="battle")
    _resolve(s)
    assert grave(duel, 0) == [PRINCESS]
    assert lp(duel) == (8000, 7500)


def test_princess_of_tsurugi_counts_a_trap_chained_to_it():
    """Q: I Flip Summon Princess of Tsurugi; my opponent, with two Set cards, chains Waboku to her
    effect. A: Waboku is still on the field as her effect resolves (it leaves when the chain
    ends): 2 cards, 1000 damage, and then Waboku goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, PRINCESS, position="set")
    table.spell_trap(1, "Waboku")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", PRINCESS)
    _until_on_chain(s, PRINCESS)
    s.pick("activate", "Waboku", player=1, request="chain")
    _resolve(s)
    assert lp(duel) == (8000, 7000)
    assert grave(duel, 1) == ["Waboku"]


def test_princess_of_tsurugi_counts_only_what_is_left():
    """Q: I Flip Summon Princess of Tsurugi; my opponent has two Set cards and chains one of them,
    Mystical Space Typhoon, to her effect, destroying their other Set card. A: the counting is done as her
    effect resolves: the destroyed card has left the field by then, but Mystical Space Typhoon,
    resolved, waits on the field for the chain's end: 1 card, 500 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, PRINCESS, position="set")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", PRINCESS)
    _until_on_chain(s, PRINCESS)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Mirror Force", player=1)
    _resolve(s)
    assert sorted(grave(duel, 1)) == ["Mirror Force", "Mystical Space Typhoon"]
    assert lp(duel) == (8000, 7500)
