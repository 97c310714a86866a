"""A monster turned face-down, or returned to the hand, and then face-up on the field again is
a new card for every effect: what was applied to it and what it had used this turn stay with
the old one (round 50p).

Seed 000 §怪獸的表示形式 › 裡側守備表示 (a face-down monster has none of the ATK/DEF changes
applied to face-up monsters) and §效果分類 › 永續效果 (a monster's own effects stop the moment
it is no longer face-up); yugioh-wiki.net 《月の書》 (its uses: "ステータス変化等…のリセット" and
"誓約効果のリセット": once turned face-down, "this card" can no longer be identified, so a
once-per-turn effect may be used again and "this card cannot attack this turn" no longer holds
after a Flip Summon). Only the player's once-a-turn position change stays spent (covered by
tests/rules/test_position_changes_and_tokens_r38r.py)."""

import pytest

from duelist.testing.scenario import Script, Table


def _pass_chains(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("boost, boosted", [("Rush Recklessly", (2400, 1000)),
                                            ("Graceful Dice", (2200, 1500))])
def test_a_boost_is_gone_after_book_of_moon_and_a_flip_summon(boost, boosted):
    """Q: I boost my Battle Ox (1700/1000, on the field since last turn) with `boost` (Graceful
    Dice rolls a 5 with this seed), then turn it face-down with my Book of Moon and Flip Summon
    it. What are its ATK and DEF? A: 1700/1000: the boost was applied to the face-up Battle Ox,
    and the one flipped face-up is a new card."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, boost, "Book of Moon")
    duel = table.build(seed=3)
    s = Script(duel)
    s.pick("activate", boost)
    if duel.request.kind == "target":
        s.pick("target", ox)
    _pass_chains(duel, s)
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == boosted
    s.pick("activate", "Book of Moon")
    s.pick("target", ox)
    _pass_chains(duel, s)
    s.pick("flip_summon", ox)
    _pass_chains(duel, s)
    assert ox.card(duel).position == "attack"
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (1700, 1000)


def test_chaos_sorcerer_flipped_face_up_again_may_banish_again_and_attack():
    """Q: my Chaos Sorcerer (on the field since last turn) banishes my opponent's Battle Ox;
    then I turn it face-down with Book of Moon and Flip Summon it. May it use its effect again,
    and attack this turn? A: yes to both: the Chaos Sorcerer flipped face-up is a new card; the
    once-a-turn use and the "cannot attack" were the old one's."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Chaos Sorcerer")
    table.hand(0, "Book of Moon")
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Chaos Sorcerer")
    s.pick("target", "Battle Ox")
    _pass_chains(duel, s)
    assert not s.has("activate", "Chaos Sorcerer")
    s.pick("activate", "Book of Moon")
    s.pick("target", "Chaos Sorcerer")
    _pass_chains(duel, s)
    s.pick("flip_summon", "Chaos Sorcerer")
    _pass_chains(duel, s)
    assert s.has("activate", "Chaos Sorcerer")
    s.pick("battle")
    _pass_chains(duel, s)
    assert s.has("attack", "Chaos Sorcerer", target="Mystical Elf")


def test_chaos_sorcerer_left_face_up_after_its_banish_cannot_attack():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Chaos Sorcerer")
    table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Chaos Sorcerer")
    s.pick("target", "Battle Ox")
    _pass_chains(duel, s)
    s.pick("battle")
    _pass_chains(duel, s)
    assert not s.has("attack", "Chaos Sorcerer")


def test_time_wizard_returned_to_the_hand_and_summoned_again_may_toss_again():
    """Q: my Time Wizard (on the field since last turn) calls its coin toss right and destroys
    my opponent's Battle Ox; I return it to my hand with my Compulsory Evacuation Device and
    Normal Summon it again. May it toss again this turn? A: yes: the Time Wizard summoned again
    is a new card; the once-a-turn use was the old one's."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Time Wizard")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.monster(1, "Battle Ox")
    duel = table.build(seed=1)
    s = Script(duel)
    s.pick("activate", "Time Wizard")
    _pass_chains(duel, s)
    s.pick("option", "Heads", request="option")          # this seed's toss: heads, right
    _pass_chains(duel, s)
    assert [c.name for c in duel.monsters(1)] == [] and not s.has("activate", "Time Wizard")
    s.pick("activate", "Compulsory Evacuation Device")
    s.pick("target", "Time Wizard")
    _pass_chains(duel, s)
    s.pick("summon", "Time Wizard")
    _pass_chains(duel, s)
    assert s.has("activate", "Time Wizard")
