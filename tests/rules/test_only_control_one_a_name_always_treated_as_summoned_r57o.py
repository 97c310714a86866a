""""You can only control 1 X" asked of a card whose name is always treated as another's (Harpie
Lady 1: always "Harpie Lady") as it is summoned: only a monster named X that carries that
restriction counts, and Gravekeeper's Chief, named otherwise, does not stop a Harpie Lady 1; a
monster with no restriction at all (Battle Ox, a Normal Monster) is nothing to it either.

Sources: Gravekeeper's Chief's text in my words (you can only control 1 "Gravekeeper's Chief":
a restriction on that name alone); the rule of a name always treated as another's
(yugioh-wiki.net 《ハーピィ・レディ１》: ルール上「ハーピィ・レディ」として扱う); seed 000 §卡名
(cards with the same name are treated alike; cards of other names are not). Round 57o: kills
actions.py `only_one_refused`'s NAME_AS loop with its name test dropped (any "control 1" monster
refusing the summon) or its `other is not None` dropped (a monster with no script read as one
with a restriction)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_harpie_lady_1_summoned_beside_gravekeepers_chief_and_battle_ox():
    """Q: I control a face-up Gravekeeper's Chief and Battle Ox and hold Harpie Lady 1. May I
    Normal Summon Harpie Lady 1? A: yes: it is a "Harpie Lady", no "Gravekeeper's Chief"; all
    three are on my field."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Chief")
    table.monster(0, "Battle Ox")
    harpie = table.hand(0, "Harpie Lady 1")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady 1")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert harpie.card(duel).location == S.MZONE
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Gravekeeper's Chief", "Harpie Lady 1"]


def test_harpie_lady_1_set_beside_gravekeepers_chief():
    """Q: the same field; may I Set Harpie Lady 1 instead? A: yes, for the same reason."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Chief")
    table.monster(0, "Battle Ox")
    table.hand(0, "Harpie Lady 1")
    duel = table.build()
    s = Script(duel)
    assert s.has("set", "Harpie Lady 1")
    assert s.has("summon", "Harpie Lady 1")
