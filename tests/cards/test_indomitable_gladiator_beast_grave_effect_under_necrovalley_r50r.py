"""Indomitable Gladiator Beast's GY effect under Necrovalley: "shuffle 2 other Gladiator Beast
cards from your GY into the Deck (a cost); add this card to your hand".

Necrovalley has two rules for the GY: no card in a GY can be banished, by a cost or an effect
alike (such a card cannot even be activated: tests/rules/test_banishing_from_a_gy_under_necrovalley_r40a.py);
and card *effects* that would move a card in the GY are negated (they may be activated and are
negated as they resolve: Monster Reborn). A cost that returns cards from the GY to the Deck is
neither: it is paid. Sources: yugioh-wiki 《王家の眠る谷－ネクロバレー》 (墓地除外の禁止: コスト・効果
関係なく; 墓地のカードへ及ぶ効果は無効化); hiyugioh2015 (blog, "ネクロバレー": カードの効果で墓地から
カードをフィールド・デッキ・手札に動かす事はできない). So the effect may be activated, its two cards
are shuffled into the Deck, and the card itself stays in the GY."""

import pytest

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_indomitable_gladiator_beast_pays_its_cost_under_necrovalley_and_stays_in_the_gy(rules):
    """Q: my opponent's Necrovalley is face-up. May I activate Indomitable Gladiator Beast in my
    GY, shuffling Laquari and Bestiari into my Deck? A: yes; they go into the Deck (the cost),
    but the effect that would add Indomitable Gladiator Beast to my hand is negated: it stays in
    my GY."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.grave(0, "Indomitable Gladiator Beast", "Gladiator Beast Laquari", "Gladiator Beast Bestiari")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Indomitable Gladiator Beast")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert grave(duel, 0) == ["Indomitable Gladiator Beast"]
    assert hand(duel, 0) == []
    assert sorted(c.name for c in duel.players[0].deck) == sorted(
        ["Battle Ox"] * 3 + ["Gladiator Beast Bestiari", "Gladiator Beast Laquari"])
