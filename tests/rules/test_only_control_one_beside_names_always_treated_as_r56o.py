""""You can only control 1 X" counts only cards named X, also in a duel where some card's name is
always treated as another's (Harpie Lady 1: always "Harpie Lady"), where the engine reads every
name as the rules read it: a monster of another name, whatever it is always named, does not
count.

Sources: Gravekeeper's Chief's text in my words (you can only control 1 "Gravekeeper's Chief");
the rule of a name always treated as another's (yugioh-wiki.net 《ハーピィ・レディ１》: ルール上
「ハーピィ・レディ」として扱う); seed 000 §卡名 (cards with the same name are treated alike; cards of
other names are not). Round 56o: kills actions.py `controls_copy`'s read by names in such a duel
counting any other monster (its name test dropped) or refusing where no copy is found (its last
`return False` written True)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_gravekeepers_chief_summoned_beside_harpie_lady_1():
    """Q: I control a face-up Harpie Lady 1 (always named "Harpie Lady") and Battle Ox, and hold
    Gravekeeper's Chief (Level 5). May I Tribute Summon the Chief, Tributing Battle Ox? A: yes:
    Harpie Lady is no "Gravekeeper's Chief"; the Chief and Harpie Lady 1 are on my field."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie Lady 1")
    table.monster(0, "Battle Ox")
    chief = table.hand(0, "Gravekeeper's Chief")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Gravekeeper's Chief")
    s.pick("tribute", "Battle Ox")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert chief.card(duel).location == S.MZONE
    assert sorted(field_monsters(duel, 0)) == ["Gravekeeper's Chief", "Harpie Lady 1"]


def test_gravekeepers_chief_summoned_with_harpie_lady_1_only_on_the_other_field():
    """Q: my opponent controls Harpie Lady 1; I control Battle Ox and hold Gravekeeper's Chief.
    May I Tribute Summon it? A: yes (nothing I control is named "Gravekeeper's Chief")."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Harpie Lady 1")
    table.monster(0, "Battle Ox")
    table.hand(0, "Gravekeeper's Chief")
    duel = table.build()
    assert Script(duel).has("summon", "Gravekeeper's Chief")


def test_a_second_gravekeepers_chief_is_still_refused_beside_harpie_lady_1():
    """Q: I control Gravekeeper's Chief and Harpie Lady 1 and hold a second Gravekeeper's Chief.
    May I Normal Summon it? A: no: I may control only 1 "Gravekeeper's Chief"."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie Lady 1")
    table.monster(0, "Gravekeeper's Chief")
    table.hand(0, "Gravekeeper's Chief")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Gravekeeper's Chief")
    assert not s.has("set", "Gravekeeper's Chief")
