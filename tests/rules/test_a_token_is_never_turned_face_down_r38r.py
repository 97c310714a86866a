"""A Token is always face-up: an effect that turns a monster face-down cannot choose it
(round 38r).

Ruling: the official rule book (Tokens cannot be Set and cannot be changed to face-down
Defense Position: a Token exists only face-up on the field); Book of Moon's rulings ("you
cannot flip a Monster Token face-down because Monster Tokens are always face-up",
yugiohrulings wikia, Book of Moon). seed 001 §衍生物與指示物卡 / §XYZ召喚 and seed 004 §XYZ召唤
treat Tokens as field-only monsters. Book of Moon and Tsukuyomi pick their targets with the
engine's `can_change_position`, which lets a Token through."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def _sheep_then(card_in_hand, *more):
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Scapegoat", card_in_hand)
    for name in more:
        table.monster(1, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


def test_book_of_moon_cannot_target_a_sheep_token():
    """Question: may Book of Moon target a face-up Sheep Token, to turn it face-down? Answer:
    no -- a Token can never be face-down, so it is no legal target; with only Tokens face-up on
    the field Book of Moon cannot even be activated."""
    duel, s = _sheep_then("Book of Moon")
    assert [c.name for c in duel.monsters(0)] == ["Sheep Token"] * 4
    assert not s.has("activate", "Book of Moon")


def test_book_of_moon_beside_sheep_tokens_offers_only_the_real_monster():
    """Question: with four Sheep Tokens and the opponent's Battle Ox face-up, which monsters
    may Book of Moon target? Answer: Battle Ox only; it is turned face-down, the Tokens stay
    face-up."""
    duel, s = _sheep_then("Book of Moon", "Battle Ox")
    s.pick("activate", "Book of Moon")
    assert [o.name for o in s.options("target")] == ["Battle Ox"]
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert all(c.position == S.FACEUP_DEFENSE for c in duel.monsters(0))
    assert duel.monsters(1)[0].position == S.FACEDOWN_DEFENSE
