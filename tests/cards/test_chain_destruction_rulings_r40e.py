"""Chain Destruction's rulings as players ask them (the GOAT preset, where it was played
beside Magical Scientist).

Seed 000 §卡組 (主卡組 and 額外卡組 are two decks: "怪獸卡中的「融合怪獸」...不能加入主卡組構築",
"額外卡組隻能使用「融合怪獸」...進行構築": the Extra Deck is not the Deck). Sources: the card's text (it destroys
every card of that name in its controller's hand and Deck) and its rulings (yugioh-wiki.net
《連鎖破壊》: the summoned monster itself is not affected; only the hand and the Deck are
searched): a Fusion Monster's other copies wait in the Extra Deck, which Chain Destruction never
touches."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_chain_destruction_on_magical_scientists_fusion_leaves_the_extra_deck_copies():
    """Q: Magical Scientist brings out Flame Swordsman (1800 ATK); my opponent answers with
    Chain Destruction. Are my other Flame Swordsmen in the Extra Deck destroyed? A: no: the
    Extra Deck is not the hand or the Deck; nothing is destroyed and the summoned Flame
    Swordsman stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magical Scientist")
    table.extra(0, "Flame Swordsman", "Flame Swordsman", "Flame Swordsman")
    table.spell_trap(1, "Chain Destruction")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Magical Scientist")
    if duel.request.kind == "select":
        s.pick("select", "Flame Swordsman", first=True)
    s.pick("option", "Attack Position", request="option")
    # (Goat format's priority: Magical Scientist may be activated again first; passed)
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Chain Destruction", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Flame Swordsman", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Flame Swordsman", "Magical Scientist"]
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman", "Flame Swordsman"]
    assert grave(duel, 0) == [] and grave(duel, 1) == ["Chain Destruction"]


def test_chain_destruction_destroys_the_copies_in_the_hand_of_the_monsters_controller():
    """Q: I Normal Summon Sangan (1000 ATK) holding a second Sangan; my opponent activates Chain
    Destruction on it. A: the Sangan in my hand and the one in my Deck are destroyed (sent to
    the GY from there, so neither is "sent from the field": no search); the summoned Sangan
    stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Sangan", "Sangan")
    table.spell_trap(1, "Chain Destruction")
    table.deck(0, ["Sangan", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan", first=True)
    s.pick("activate", "Chain Destruction", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Sangan", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Sangan"]
    assert grave(duel, 0) == ["Sangan", "Sangan"] and duel.players[0].hand == []
    assert sorted(c.name for c in duel.players[0].deck) == ["Celtic Guardian", "Mystical Elf"]
