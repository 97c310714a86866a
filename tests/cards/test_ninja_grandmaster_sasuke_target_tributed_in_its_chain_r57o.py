"""Ninja Grandmaster Sasuke (4041838) whose target leaves the field before Sasuke's effect
resolves: the effect destroys nothing (the monster it attacked is gone) and is not negated; the
battle ends without damage calculation (no monster to battle).

The position: Sasuke attacks a face-up Defense Position Stardust Dragon. At the start of the
Damage Step Sasuke's effect is Chain Link 1; that Stardust Dragon Tributes itself to negate it
(Chain Link 2); my own Stardust Dragon Tributes itself to negate that (Chain Link 3: Stardust
Dragon's effect destroys a card, so another Stardust Dragon may answer it). Link 3 negates Link 2;
Link 1 then resolves with its target in the GY.

Sources: Stardust Dragon's text in my words (when a card or effect is activated that would
destroy a card on the field: Tribute this card to negate it and destroy that card);
yugioh-wiki.net 《スターダスト・ドラゴン》 (its own effect destroys a card, so it may be answered
by another Stardust Dragon); Sasuke's text (tests/cards/test_ninja_grandmaster_sasuke.py); seed 000
§效果分類 › 誘發即時效果 (in the Damage Step an effect that negates an activation may be
activated), as tests/cards/test_mystic_swordsman_lv2_answered_by_stardust_dragon_r55o.py reads
it. Round 57o: kills round 55o's three open kit.py entries: `attacked_in` without `target is
None`, and `destroy_attacked_in`'s resolve without `target is not None` or with it joined by
`or` (an attacked monster gone before the link resolves)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

SASUKE = "Ninja Grandmaster Sasuke"
STARDUST = "Stardust Dragon"


def _pass_until_offered(s, player):
    """Pass until `player` is asked and may activate a Stardust Dragon."""
    while s.duel.request.kind == "chain" and not (s.duel.request.player == player and s.has("activate", STARDUST)):
        s.pick("pass")


def test_sasukes_effect_finds_its_target_tributed_for_stardust_dragon():
    """Q: my Ninja Grandmaster Sasuke attacks my opponent's face-up Defense Position Stardust
    Dragon. At the start of the Damage Step Sasuke's effect is activated; my opponent Tributes that
    Stardust Dragon to negate it, and I Tribute my own Stardust Dragon to negate theirs. What
    happens? A: my Stardust Dragon's negation resolves (their Stardust's effect is negated); then
    Sasuke's effect resolves and destroys nothing, as the monster it attacked is already in the
    GY. Sasuke stays on the field, both Stardust Dragons are in their owners' GYs, the attack
    ends (its target left) and no one takes damage."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, SASUKE)
    table.monster(0, STARDUST, summon_kind="synchro")
    target = table.monster(1, STARDUST, position="defense", summon_kind="synchro")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", SASUKE, target=target)
    _pass_until_offered(s, 1)
    assert duel.damage_sub == "start"
    s.pick("activate", STARDUST, player=1, request="chain")
    _pass_until_offered(s, 0)
    s.pick("activate", STARDUST, player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [SASUKE]
    assert field_monsters(duel, 1) == []
    assert grave(duel, 0) == [STARDUST] and grave(duel, 1) == [STARDUST]
    assert lp(duel) == (8000, 8000)
    assert [e["link"] for e in of_type(duel, "negated")] == [2]
    assert [e["link"] for e in of_type(duel, "resolve")] == [3, 2, 1]
    assert of_type(duel, "attack_ended")[-1]["reason"] == "battler_left"
