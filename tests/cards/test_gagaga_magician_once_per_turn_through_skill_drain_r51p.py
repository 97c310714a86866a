"""Gagaga Magician's once per turn, used, then negated and un-negated in the same turn (round 51p).

Gagaga Magician declared a Level this turn; Skill Drain is activated, then destroyed. The Level it
gave itself is lost for good once its effects are negated (tests/rules/
test_a_change_a_monster_gave_itself_under_negation_r39v.py), and its once per turn stays spent: the
negation did not make it a new card (it never left the field or turned face-down), so it may not
declare again this turn.

Seed 000 §效果分類 › 起動效果 (once per turn binds the card while it stays where it is). Sources:
yugioh-wiki 「1ターンに1度」 (a card that stays on the field keeps its use; only a card that left the
field, or turned face-down, is a new card); tests/rules/test_once_per_turn_per_card_or_per_name_r39s.py."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_gagaga_magician_used_then_negated_and_freed_in_one_turn_may_not_declare_again():
    """Q: Gagaga Magician becomes Level 5; I activate Skill Drain, then destroy it with
    Mystical Space Typhoon. What is its Level, and may it declare again? A: Level 4 (its own
    change is gone for good) and no: its once per turn was used this turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    gagaga = table.monster(0, "Gagaga Magician")
    table.spell_trap(0, "Skill Drain")
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gagaga Magician")
    _resolve(duel, s)
    s.pick("option", "5", request="option")
    _resolve(duel, s)
    assert duel.level(gagaga.card(duel)) == 5
    s.pick("activate", "Skill Drain")
    _resolve(duel, s)
    assert duel.level(gagaga.card(duel)) == 4
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Skill Drain")
    _resolve(duel, s)
    assert [c.name for c in duel.players[0].grave] == ["Skill Drain", "Mystical Space Typhoon"]
    assert duel.level(gagaga.card(duel)) == 4
    assert not s.has("activate", "Gagaga Magician")
